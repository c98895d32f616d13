# Sourced by the test scripts: `need_debian_packages chromium nginx postgresql iproute2`
# installs, from Debian's packages, those of the named ones this machine lacks.
need_debian_packages() {
  local missing=() name
  for name in "$@"; do
    case $name in
      chromium) [[ -x /usr/bin/chromium ]] || missing+=(chromium) ;;
      nginx) [[ -x /usr/sbin/nginx ]] || missing+=(nginx) ;;
      postgresql) compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql) ;;
      # `ss` finds a killed instance's database connections (e2e/cluster/faults.test.ts).
      iproute2) command -v ss >/dev/null || missing+=(iproute2) ;;
      *) echo "need_debian_packages: unknown package $name" >&2; return 1 ;;
    esac
  done
  ((${#missing[@]})) || return 0
  echo "Installing ${missing[*]} from Debian packages…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  # Debian starts the packaged services; the tests run their own copies on their own ports.
  systemctl disable --now nginx postgresql >/dev/null 2>&1 || true
}
