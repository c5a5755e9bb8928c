package patterns

import "testing"

// fx21d2PMConfigCases are rt21d #10: npm's configuration through the
// environment (npm_config_KEY, any case, _ for -) and yarn 2+'s YARN_
// settings where the key loads code; "" are keys that do not.
var fx21d2PMConfigCases = []doesCase{
	{"npm_config_node_options='--require /tmp/x.js' npm test", UnreadableRule},
	{"NPM_CONFIG_NODE_OPTIONS='-r /tmp/x.js' npm test", UnreadableRule},
	{"npm_config_node_options='--import=./x.mjs' pnpm test", UnreadableRule},
	{"npm_config_node_gyp=/tmp/g.js npm install", UnreadableRule},
	{"export npm_config_git=/tmp/g; npm install", UnreadableRule},
	// Another rc file may point installs elsewhere too: fx21a names
	// that cmd.download-run.
	{"env npm_config_userconfig=/tmp/rc npm install", "cmd.download-run"},
	{"npm_config_init_module=/tmp/i.js npm init -y", UnreadableRule},
	{"npm_config_pnpmfile=/tmp/p.cjs pnpm install", UnreadableRule},
	{"YARN_YARN_PATH=/tmp/y.cjs yarn install", UnreadableRule},
	{`npm_config_node_options="$OPTS" npm test`, UnreadableRule},
	// Everyday.
	{"npm_config_loglevel=silent npm test", ""},
	{"npm_config_node_options=--max-old-space-size=4096 npm run build", ""},
	{"npm_config_yes=true npx prettier --check .", ""},
	{"YARN_ENABLE_IMMUTABLE_INSTALLS=false yarn install", ""},
}

// TestFx21d2PMConfig checks fx21d2PMConfigCases against the defaults.
func TestFx21d2PMConfig(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "pmconfig ", fx21d2PMConfigCases)
}
