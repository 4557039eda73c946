// Whether a card fits the visitor's roles (conversation.ts reads them): a card for the other side of a matter, or for
// a case the visitor did not name, is no answer to them.
import { OPPOSITE } from './conversation.ts';

// Sides the pages are not written for: a card only answers such a visitor when it names their side.
// 'garnished' and 'unpaid-wage' have no card: löneutmätning and unpaid wages are not on the pages, so they are answered honestly with where to turn.
const STRICT_ROLES = ['employee', 'debtor', 'garnished', 'unpaid-wage'];
const PRIVATE_LIFE_ROLES = ['married', 'sambo', 'estate', 'joint-children', 'stepfamily', 'childless', 'incapacity'];
// Cards for the exception: a sambo card answers only a visitor who says they are sambo, a card for
// the one who rents in second hand only a visitor who does, a card on heirs or goods abroad only a
// visitor who names another country.
const CUE_ONLY_ROLES = ['sambo', 'subtenant', 'abroad'];

/** A business page's answer written for the employee alone ('Jag har blivit uppsagd …') on a page for employers. */
export function isEmployeeCardOnEmployerPage(cardRoles: readonly string[]): boolean {
  return cardRoles.includes('company') && cardRoles.includes('employee') && !cardRoles.includes('employer');
}

/** Whether a card fits the visitor: none of its roles is the opposite of one the visitor has (and it does not also have the visitor's own). */
export function fitsRoles(cardRoles: readonly string[], visitor: ReadonlySet<string>): boolean {
  for (const role of CUE_ONLY_ROLES) if (cardRoles.includes(role) && !cardRoles.includes(OPPOSITE[role]!) && !visitor.has(role)) return false;
  // A business page's answer for the employee ('Jag har blivit uppsagd …') is the exception on a page for employers:
  // it answers only a visitor who says they are employed, not one who asks about an accident or a debt.
  if (isEmployeeCardOnEmployerPage(cardRoles) && !visitor.has('employee')) return false;
  // Bought from a private person or for one's firm: the consumer's rules are not the visitor's (köplagen, not konsumentköplagen).
  if ((visitor.has('private-sale') || visitor.has('business-buyer')) && cardRoles.includes('consumer') && !cardRoles.includes('private-sale')) return false;
  // The dead tenant's flat and the debt owed to a dead parent answer only one who speaks of a death: a mother moving to a
  // care home gives notice herself, and a spouse's debts are no estate's.
  if (cardRoles.includes('estate') && (cardRoles.includes('tenant') || cardRoles.includes('debtor')) && !visitor.has('estate')) return false;
  // No children: neither the couple's children's cards nor the stepfamily's.
  if (visitor.has('childless') && cardRoles.includes('stepfamily')) return false;
  // … and children named: a card for the childless answers another family ('gift men inte har några barn' for parents of two).
  if ((visitor.has('joint-children') || visitor.has('stepfamily')) && cardRoles.includes('childless') && !cardRoles.includes('joint-children')) return false;
  // One who runs a firm and asks about a marriage, a partner or an estate asks as a private person too ('min firma … om vi skiljer oss').
  const privateLife = PRIVATE_LIFE_ROLES.some((role) => visitor.has(role));
  for (const role of visitor) {
    if (STRICT_ROLES.includes(role) && !cardRoles.includes(role)) return false;
    // … and so does one who asks about someone hurt (a customer bitten by the owner's dog): the damages are everyone's law.
    if (role === 'company' && (privateLife || visitor.has('injury'))) continue;
    const opposite = OPPOSITE[role];
    if (opposite && cardRoles.includes(opposite) && !cardRoles.includes(role)) return false;
  }
  return true;
}
