package patterns

import "testing"

// fx41cPassedCases (fx41c, rt41 §2): a secret read in a substitution asks
// whatever program it is handed to; the project's own files, public keys
// and tests of a value do not.
var fx41cPassedCases = []evalCase{
	ask(`foo "$(cat ~/.aws/credentials)"`, "cmd.credentials"),
	ask(`python3 app.py --key "$(cat ~/.ssh/id_ed25519)"`, "cmd.credentials"),
	ask(`K=$(cat ~/.aws/credentials) ./scripts/deploy.sh`, "cmd.credentials"),
	ask(`notify-cli post "$(base64 < ~/.netrc)"`, "cmd.credentials"),
	ask(`./bin/upload --env "$(env)"`, "cmd.credentials"),
	ask(`export AWS_CREDS="$(cat ~/.aws/credentials)"`, "cmd.credentials"),
	allow(`foo "$(cat .nvmrc)"`),
	allow(`VERSION=$(cat VERSION) make dist`), // fx45e: `make release` asks as cmd.publish
	allow(`docker build -t app:"$(git rev-parse --short HEAD)" .`),
	allow(`export TOKEN=$(cat .env.local)`),
	allow(`export $(cat .env | xargs)`),
	allow(`[ -n "$(cat ~/.ssh/id_rsa)" ]`),
	allow(`deploy --pubkey "$(cat ~/.ssh/id_ed25519.pub)"`),
	allow(`node scripts/x.js "$(printenv HOME)"`),
}

// fx41cPrintCases (fx41c, rt41 §4): secrets printed by tools the tables
// lacked, and the environment's credentials printed by name; the
// environment whole, other names and a token piped into a login do not
// ask as printed.
var fx41cPrintCases = []evalCase{
	ask("gpg --export-secret-keys", "cmd.credentials"),
	ask("gpg --export-secret-keys --armor", "cmd.credentials"),
	ask("gpg -a --export-secret-subkeys > k", "cmd.credentials"),
	ask("gpg --export-secret-keys -a > /tmp/k.asc", "cmd.credentials"),
	ask("git credential-store get <<< host=github.com", "cmd.credentials"),
	ask("keepassxc-cli show db.kdbx github -s", "cmd.credentials"),
	ask("echo $GITHUB_TOKEN", "cmd.credentials"),
	ask("echo $OPENAI_API_KEY | base64", "cmd.credentials"),
	ask(`printf '%s\n' "$DB_PASSWORD"`, "cmd.credentials"),
	ask("printenv AWS_SECRET_ACCESS_KEY", "cmd.credentials"),
	ask("printenv | grep -i token", "cmd.credentials"),
	ask("env | grep -E 'SECRET|PASSWORD'", "cmd.credentials"),
	allow("gpg --export -a me@example.com"),
	allow("gpg --list-secret-keys"),
	allow("keepassxc-cli show db.kdbx github"),
	allow("echo $PATH"),
	allow("echo $NODE_ENV"),
	allow("echo $TOKENIZERS_PARALLELISM"),
	allow("printenv HOME"),
	allow("env | grep NODE"),
	allow("env"),
	allow(`echo "API_KEY=$API_KEY" > .env`),
	allow(`echo "${#GITHUB_TOKEN}"`),
	allow(`echo "${GITHUB_TOKEN:0:4}"`),
	ask(`echo "${GITHUB_TOKEN:0:40}"`, "cmd.credentials"),
	allow(`echo "$NPM_TOKEN" | npm whoami --stdin`),
}

func TestFx41cSecretPassed(t *testing.T) { runCases(t, fx41cPassedCases) }
func TestFx41cSecretPrint(t *testing.T)  { runCases(t, fx41cPrintCases) }

func TestCredentialVarName(t *testing.T) {
	for _, c := range []struct {
		name string
		want bool
	}{
		{"GITHUB_TOKEN", true}, {"AWS_SECRET_ACCESS_KEY", true}, {"OPENAI_API_KEY", true},
		{"DB_PASSWORD", true}, {"NPM_TOKEN", true}, {"STRIPE_APIKEY", true}, {"gh_token", true},
		{"PATH", false}, {"NODE_ENV", false}, {"HOME", false}, {"TOKENIZERS_PARALLELISM", false},
		{"AUTHOR_NAME", false}, {"KEYBOARD", false}, {"SSH_AUTH_SOCK", false},
	} {
		if got := credentialVarName(c.name); got != c.want {
			t.Errorf("credentialVarName(%q) = %v, want %v", c.name, got, c.want)
		}
	}
}
