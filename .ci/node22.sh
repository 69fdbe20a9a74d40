# The team's shells and older CI steps: bin/use-node.sh with Node 22 kept in /opt/node22.
# Source it from the project's root: `source .ci/node22.sh`.
NODE22_DIR="${NODE22_DIR:-/opt/node22}"
. bin/use-node.sh
