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
	return out
}
