// The site's icons (lucide-react), named for what they stand for. Content files name an icon by
// key, so a page's data stays plain data. Imported as '@site/shared/icons', outside the shared
// singleton: icons hold no state, so each area bundles only the ones it shows.
import {
  Baby,
  Banknote,
  Briefcase,
  Building2,
  Car,
  Check,
  CircleHelp,
  Clock,
  FileSignature,
  FileText,
  Gavel,
  Globe,
  Handshake,
  HeartCrack,
  House,
  Key,
  Landmark,
  Languages,
  Mail,
  PiggyBank,
  Phone,
  Plane,
  Scale,
  ScrollText,
  ShieldAlert,
  ShoppingBag,
  Siren,
  Truck,
  UserMinus,
  UserPlus,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export const ICONS = {
  baby: Baby,
  banknote: Banknote,
  briefcase: Briefcase,
  building: Building2,
  car: Car,
  check: Check,
  help: CircleHelp,
  clock: Clock,
  'file-signature': FileSignature,
  file: FileText,
  gavel: Gavel,
  globe: Globe,
  handshake: Handshake,
  'heart-crack': HeartCrack,
  house: House,
  key: Key,
  landmark: Landmark,
  languages: Languages,
  mail: Mail,
  'piggy-bank': PiggyBank,
  phone: Phone,
  plane: Plane,
  scale: Scale,
  scroll: ScrollText,
  'shield-alert': ShieldAlert,
  'shopping-bag': ShoppingBag,
  siren: Siren,
  truck: Truck,
  'user-minus': UserMinus,
  'user-plus': UserPlus,
  users: Users,
  wallet: Wallet,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

/** A decorative icon (hidden from screen readers: the text next to it says the same). */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Component = ICONS[name];
  return <Component aria-hidden="true" focusable="false" size={size} className={className} />;
}
