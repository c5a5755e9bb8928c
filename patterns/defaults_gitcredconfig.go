package patterns

// gitCredentialConfig are cmd.credentials' patterns for git's credential
// settings (fx39a): a value set for a credential.* key (`git config
// --global credential.helper store`, `git config credential.helper
// '!f(){…}'`, `git config set credential.helper store`), or one removed,
// added to, or its section removed or renamed. A read names the key
// alone (`git config credential.helper`, `--get`, `-l`, `get`) and is
// left alone: it changes nothing.
func gitCredentialConfig() []string {
	out := []string{"git config ** credential.* * **", "git config set ** credential.* **"}
	for _, f := range []string{"--unset", "--unset-all", "--replace-all", "--add", "--remove-section", "--rename-section"} {
		out = append(out, "git config "+f+" ** credential* **")
	}
	for _, v := range []string{"unset", "remove-section", "rename-section"} {
		out = append(out, "git config "+v+" ** credential* **")
	}
	return append(append(out, credentialHelperVerbs...), tokenConfigPatterns()...)
}

// credentialHelperVerbs are cmd.credentials' patterns for the credential
// stores written through helper verbs rather than `git config` (fx42r1,
// rt42 §8): git's helpers told to store or erase a password (`git
// credential approve`/`reject`, `git credential-store store`,
// `credential-cache store`), gh made git's credential helper (`gh auth
// setup-git` rewrites the global helper), yarn's registry token set, and
// a docker credential helper told to store or erase one. Their reads
// (`git credential-store get`) are [secret-print]'s.
var credentialHelperVerbs = []string{
	"git credential approve **", "git credential reject **",
	"git credential-store ** store **", "git credential-store ** erase **",
	"git credential-cache ** store **", "git credential-cache ** erase **",
	"git-credential-store ** store **", "git-credential-store ** erase **",
	"git-credential-cache ** store **", "git-credential-cache ** erase **",
	"gh auth setup-git **",
	"yarn config set npmAuthToken **", "yarn config set ** npmAuthToken **",
	"yarn config set npmAuthIdent **", "yarn config set ** npmAuthIdent **",
	"yarn config set *._authToken **", "yarn config set *:_authToken* **",
	"docker-credential-* store **", "docker-credential-* erase **",
}

// credentialHelperDoc is what DEFAULTS.md says of credentialHelperVerbs.
const credentialHelperDoc = "Credential stores written through helper verbs ask as their `git config` spellings do (fx42r1, rt42 §8): " +
	"`git credential approve`/`reject`, `git credential-store store`/`erase`, `git credential-cache store`/`erase`, `gh auth setup-git` (it rewrites the global credential helper), " +
	"`yarn config set npmAuthToken X` (and `npmAuthIdent`, a registry's `_authToken`), and a docker credential helper's `store`/`erase` (`docker-credential-desktop store < c.json`); " +
	"their reads (`git credential-store get`, `docker-credential-desktop get`) print a secret and are [secret-print]'s or [live-credential]'s. "
