package patterns

// verbs41s are, per default, the secrets the rt41 red team found sent
// or printed by spellings the tables lacked (issue 7): cmd.credentials'
// [secret-passed], a secret read in a substitution and handed to any
// program (class_secret_passed.go). Built on first use, as every table
// is (lazy.go).
var verbs41s = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"cmd.credentials": {"[secret-passed] **"},
	}
}}

// verbs41sDoc is what DEFAULTS.md says of verbs41s and of the secret
// printers rt41 added (class_secret_print_tools.go).
const verbs41sDoc = "A secret read in a substitution asks whatever program it is handed to (fx41c, rt41 §2: [secret-passed]): " +
	"a word or prefix assignment holding a substitution that reads a credential store outside the workdir, prints the whole environment or prints stored credentials " +
	"(`foo \"$(cat ~/.aws/credentials)\"`, `python3 app.py --key \"$(cat ~/.ssh/id_ed25519)\"`, `K=$(cat ~/.aws/credentials) ./scripts/deploy.sh`, `export K=\"$(cat ~/.netrc)\"`): " +
	"a program the tables do not know may send it anywhere; left alone are the project's own files (`$(cat .nvmrc)`, `$(cat VERSION)`, `export TOKEN=$(cat .env.local)`: " +
	"the project's .env is the agent's to read, as `cat .env` is), public keys, everyday substitutions (`$(git rev-parse HEAD)`) and a value only tested (`[ -n \"$(cat ~/.ssh/id_rsa)\" ]`, `test`).; an assignment builtin given a substitution that makes the names too (fx43s, rt42 R: `export $(grep -v ^# /tmp/x.env); git status`) hands no secret to a program: it rebinds what the later programs are, and [rebound] names that on each of them; alone, `export $(cat ~/.aws/credentials | xargs)` still asks here, as export's errors print the words that are no names. " +
	"Secrets printed by tools the printers' list lacked ask as [secret-print] (fx41c, rt41 §4): `gpg --export-secret-keys` and `--export-secret-subkeys` in any order of options, " +
	"to the terminal or a file (`gpg -a --export-secret-subkeys > k`), `git credential-store get`/`credential-cache get`, `keepassxc-cli show -s`/`--show-protected` and `export`. " +
	"Decided (fx41c, rt41 §4): the agent's own environment printed whole (`env`, `printenv`) stays left alone, but a line that picks a credential out of it by name prints a secret into the transcript on purpose " +
	"and asks as [secret-print]: echo or printf of a variable named like a credential (`echo $GITHUB_TOKEN`, `echo $OPENAI_API_KEY | base64`), `printenv NAME` of one (`printenv AWS_SECRET_ACCESS_KEY`), " +
	"and the environment piped into a grep for a credential's word (`printenv | grep -i token`, `env | grep SECRET`). A credential's name is one whose `_`-separated words hold " +
	"TOKEN, SECRET, PASSWORD, PASSWD, PASSPHRASE, CREDENTIAL(S), COOKIE or APIKEY, or API_KEY, ACCESS_KEY, PRIVATE_KEY, SECRET_KEY, AUTH_KEY, SIGNING_KEY (GITHUB_TOKEN, NPM_TOKEN, AWS_SECRET_ACCESS_KEY, DB_PASSWORD); " +
	"whole words only, so `echo $PATH`, `echo $NODE_ENV`, `printenv HOME`, `env | grep NODE`, `echo $TOKENIZERS_PARALLELISM`, `${#TOKEN}` and a short slice (`${GITHUB_TOKEN:0:4}`, at most 8 characters: its kind, not the secret) are left alone, " +
	"and one written to a file (`echo \"API_KEY=$API_KEY\" > .env`) or piped into a program that uses it (`echo \"$NPM_TOKEN\" | npm whoami --stdin`) is judged by where it goes, as before."
