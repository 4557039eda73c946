#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine: Chromium from the OS packages
# (Playwright's own browser download does not work here), PostgreSQL 15 for the storage tests and
# a Java runtime for the Nu Html Checker (vnu.jar from the npm package vnu-jar) in html-validity.spec.ts.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
[ -x /usr/lib/postgresql/15/bin/initdb ] || need+=(postgresql-15)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then echo "Installera som root: apt-get install -y ${need[*]}" >&2; exit 1; fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need[@]}" >/dev/null
fi
echo "Testmaskinen är klar: $(chromium --version 2>/dev/null | head -1); PostgreSQL $(/usr/lib/postgresql/15/bin/initdb --version | awk '{print $3}'); $(java -version 2>&1 | head -1)"
