package patterns

// secretOutPatterns are cmd.credentials' patterns for a secret put where
// others read it through the forge's CLI (rt13d, eff7a): a [secret]
// file given as an issue's, a pull request's, a comment's or a release's
// body (`--body-file`, `-F`, `--notes-file`), uploaded as a release's
// asset, sent as `gh api`'s input or as a field read from a file
// (`-F body=@FILE`, `--field`), fed to gh on its standard input, and a
// secret's value in any of gh's words (`--body "$(cat ~/.ssh/id_rsa)"`).
func secretOutPatterns() []string {
	var out []string
	for _, verb := range []string{"issue create", "issue comment", "issue edit", "pr create", "pr comment",
		"pr edit", "pr review", "discussion create"} {
		out = append(out, "gh "+verb+" --body-file=[secret] **", "gh "+verb+" -F=[secret] **")
	}
	out = append(out,
		"gh release create --notes-file=[secret] **", "gh release create -F=[secret] **",
		"gh release edit --notes-file=[secret] **", "gh release edit -F=[secret] **",
		"gh release create ** [secret] **", "gh release upload ** [secret] **",
		"gh api --input=[secret] **", "gh api -F=[secret] **", "gh api --field=[secret] **",
		"gh ** < [secret]", "* ** [secret] ** | gh **", "* ** [secret] ** | * ** | gh **",
		"gh ** [secret-value] **",
		"[push-away] **",
	)
	for _, verb := range []string{"issue create", "issue comment", "issue edit", "pr create", "pr comment",
		"pr edit", "pr review", "release create", "release edit", "discussion create", "api"} {
		for _, f := range []string{"-b", "--body", "-t", "--title", "--notes", "-f", "--raw-field", "-F", "--field"} {
			out = append(out, "gh "+verb+" "+f+"=[secret-value] **")
		}
	}
	return out
}
