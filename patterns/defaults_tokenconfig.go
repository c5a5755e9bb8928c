package patterns

// tokenConfigPatterns returns cmd.credentials' patterns for a registry's or a
// forge's token set in a tool's configuration (fx46c, rt45 reasons:
// `npm config set //registry.npmjs.org/:_authToken X` and `git config
// http.extraheader "Authorization: …"` were named runs-later, the floor's
// reason for a write to configuration a later run reads; what they change
// is who the later installs and fetches authenticate as). npm's and
// pnpm's `_authToken`, `_auth` and `_password` keys, bare or scoped to a
// registry (`//host/:_authToken`), by `config set` or `set`; git's
// `http.extraheader` (and a URL's `http.<url>.extraheader`), where
// actions/checkout keeps a job's token, set or added. Reads
// (`npm config get`, `git config --get http.extraheader`) and an unset
// are left to the rules that judged them before.
func tokenConfigPatterns() []string {
	var out []string
	for _, prog := range []string{"npm", "pnpm"} {
		for _, verb := range []string{" config set", " set"} {
			for _, key := range []string{"*_authToken*", "*:_auth", "*:_auth=*", "_auth", "_auth=*", "*_password*"} {
				out = append(out, prog+verb+" ** "+key+" **")
			}
		}
	}
	for _, key := range []string{"http.*extraheader", "http.*extraHeader", "http.*ExtraHeader"} {
		out = append(out, "git config ** "+key+" * **", "git config set ** "+key+" * **")
	}
	return out
}

// tokenConfigDoc is what DEFAULTS.md says of tokenConfigPatterns.
const tokenConfigDoc = "A registry's or a forge's token set in a tool's configuration asks here, not as code run later (fx46c, rt45: the floor named " +
	"`npm config set //registry.npmjs.org/:_authToken X` runs-later): npm's and pnpm's `_authToken`, `_auth` and `_password`, bare or scoped to a registry (`//host/:_authToken`), " +
	"by `config set` or `set`, and git's `http.extraheader` (and `http.<url>.extraheader`, where actions/checkout keeps a job's token: " +
	"`git config http.extraheader \"Authorization: basic …\"`) set or added; their reads (`npm config get`, `git config --get http.extraheader`) are left as before. "
