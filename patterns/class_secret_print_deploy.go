package patterns

import "strings"

// printsDeploySecret reports whether part p prints secrets an
// infrastructure or deploy tool keeps for the project, in clear (rt45
// secret-print):
//
//   - terraform's, tofu's and terragrunt's `output -json` of every
//     output (those marked sensitive are printed in clear; a bare
//     `output` hides them; one output named, `output -raw api_url`, is
//     judged by its name, class_secret_tfoutput.go) and `show -json` (the
//     state or plan, every sensitive value in it);
//   - `pulumi stack output --show-secrets` and `pulumi config
//     --show-secrets`;
//   - Rails' `credentials:show` (rails or bin/rails), and
//     `credentials:edit` with an editor that prints (EDITOR=cat);
//   - `age -d` (rage too) given an identity (-i, --identity): it
//     decrypts with the operator's key a file kept encrypted to be secret;
//   - `vercel env pull` to the terminal (/dev/stdout, -, /dev/tty;
//     printsManagedSecret adds /dev/fd/1, and reads netlify's env:list
//     and env:get however spelled: fx45e).
func printsDeploySecret(p *Part) bool {
	lits, ops := litArgs(p)
	first := func(s ...string) bool { return opsStartWith(ops, s...) }
	switch p.Program {
	case "terraform", "tofu", "terragrunt":
		return first("output") && len(ops) == 1 && (hasAll(lits, "-json") || hasAll(lits, "--json")) ||
			first("show") && (hasAll(lits, "-json") || hasAll(lits, "--json"))
	case "pulumi":
		return (first("stack", "output") || first("config")) && hasAll(lits, "--show-secrets")
	case "rails":
		return first("credentials:show") || first("credentials:edit") && printingEditor(p)
	case "age", "rage":
		return ageDecryptsWithIdentity(lits)
	case "vercel":
		if !first("env", "pull") {
			return false
		}
		for _, v := range ops[2:] {
			if v == "/dev/stdout" || v == "-" || v == "/dev/tty" {
				return true
			}
		}
	}
	return false
}

// printingEditor reports whether part p's prefix assignments set EDITOR
// or VISUAL to a program that prints the file it is given (EDITOR=cat).
func printingEditor(p *Part) bool {
	for _, a := range p.Assigns {
		name, val, ok := strings.Cut(a, "=")
		if !ok || name != "EDITOR" && name != "VISUAL" {
			continue
		}
		prog, _, _ := strings.Cut(strings.Trim(val, `'"`), " ")
		if k := strings.LastIndexByte(prog, '/'); k >= 0 {
			prog = prog[k+1:]
		}
		if contentPrinters.get()[prog] {
			return true
		}
	}
	return false
}

// ageDecryptsWithIdentity reports whether age's words decrypt (-d,
// --decrypt, in a cluster too) with an identity (-i, --identity).
func ageDecryptsWithIdentity(lits []string) bool {
	dec, id := false, false
	for _, v := range lits {
		switch {
		case v == "--decrypt":
			dec = true
		case v == "--identity" || strings.HasPrefix(v, "--identity="):
			id = true
		case len(v) > 1 && v[0] == '-' && v[1] != '-':
			dec = dec || strings.ContainsRune(v, 'd')
			id = id || strings.ContainsRune(v, 'i')
		}
	}
	return dec && id
}
