package patterns

import (
	"path"
	"strings"
)

// Secret files given through the options that read a file and send it or
// hand it on (fx62b, issue 7): `docker run --env-file ~/.aws/credentials
// alpine`, `aws s3api put-object --body ~/.ssh/id_ed25519 …`, `helm
// install x ./c --set-file k=~/.ssh/id_rsa`, `gcloud secrets create s
// --data-file .env`, `aws lambda invoke --payload fileb://~/.ssh/id_rsa`,
// `vault kv put secret/x k=@$HOME/.ssh/id_rsa`. [secret-fileopt] asks
// when the file is a [secret] one (judgeSecretDirect: a credentials path,
// a directory holding one, a dotenv file, a file named for secrets,
// `.env.example` not one); curl's `-d @F`, `-F f=@F`, `-T F` and
// kubectl's `create secret|configmap --from-file` were judged before by
// the patterns on them, and are not repeated here.
//
// Decided: a local container engine (docker, podman, nerdctl and their
// compose) given the project's own env file (a dotenv-shaped file in the
// workdir: `docker run --env-file .env app`, `docker compose --env-file
// .env up`) hands the project's container the project's settings, as
// `cat .env` is left alone; a credential store outside it (~/.aws/
// credentials, ~/.ssh's keys, a dotenv of another tree) goes to an image
// whose code the line does not show, and asks, as [ci-secret] does for a
// CI runner. A BuildKit secret mount (`--secret id=x,src=F`) is the same:
// the Dockerfile, which the line does not show, may send it anywhere.

// fileOpt is one option whose value names files the program reads.
type fileOpt struct {
	name string
	form fileForm
}

// fileOptsOf returns the options of program that read a file and send
// it or hand it on, and whether the program is a local container engine
// (above). A switch, not a map, so that the package's initialisers
// allocate nothing (TestAdapterInits).
func fileOptsOf(program string) (opts []fileOpt, local bool) {
	switch program {
	case "docker", "podman", "nerdctl", "docker-compose", "podman-compose":
		return []fileOpt{{"--env-file", formPath}, {"--secret", formSrc}}, true
	case "helm":
		return []fileOpt{{"--set-file", formKeyList}, {"-f", formList}, {"--values", formList}}, false
	case "gcloud":
		return []fileOpt{{"--data-file", formPath}, {"--env-vars-file", formPath}, {"--container-env-file", formPath}}, false
	case "kubectl", "oc", "kubecolor":
		return []fileOpt{{"--from-file", formKeyList}, {"--from-env-file", formPath}}, false
	case "aws":
		return []fileOpt{{"--body", formPath}}, false
	}
	return nil, false
}

// judgeSecretFileOpt is [secret-fileopt]: a part whose file-reading
// option, file:// or fileb:// value (aws), @FILE value (az, vault), or
// upload operand (`gcloud compute scp F HOST:`, `docker secret create
// NAME F`) names a [secret] file (above).
func judgeSecretFileOpt(_ string, w Word, ctx *Context) Judgement {
	p := ctx.programPart(w)
	if p == nil {
		return Judgement{}
	}
	opts, local := fileOptsOf(p.Program)
	for _, f := range optionFiles(p, opts) {
		if sentSecretFile(f, local, ctx) {
			return Judgement{Might: true, Certainly: true}
		}
	}
	for _, f := range operandFiles(p) {
		if sentSecretFile(f, false, ctx) {
			return Judgement{Might: true, Certainly: true}
		}
	}
	return Judgement{}
}

// optionFiles returns the files p's options of opts name, by their
// values attached (`--env-file=F`) or following (`--env-file F`), and
// gcloud's `--*-from-file` options of KEY=FILE items.
func optionFiles(p *Part, opts []fileOpt) []Word {
	args := p.Args()
	var out []Word
	for i := 0; i < len(args); i++ {
		lead := leadingLiteral(&args[i])
		if !strings.HasPrefix(lead, "-") || lead == "--" {
			continue
		}
		name, _, attached := strings.Cut(lead, "=")
		form, ok := fileOptForm(p.Program, name, opts)
		if !ok {
			continue
		}
		var val Word
		switch {
		case attached:
			val = trimWordPrefix(args[i], name+"=", false)
		case len(args[i].Segs) == 1 && i+1 < len(args):
			i++
			val = args[i]
		default:
			continue
		}
		out = append(out, filesInValue(form, val)...)
	}
	return out
}

// fileOptForm returns the form of option name's value when it is one of
// opts, or one of gcloud's `--*-from-file`.
func fileOptForm(program, name string, opts []fileOpt) (fileForm, bool) {
	for _, o := range opts {
		if o.name == name {
			return o.form, true
		}
	}
	if program == "gcloud" && strings.HasSuffix(name, "-from-file") && strings.HasPrefix(name, "--") {
		return formKeyList, true
	}
	return 0, false
}

// operandFiles returns the files p's words name in the programs' own
// spellings of a file to read: aws's file:// and fileb:// anywhere in a
// word (`--payload fileb://F`, `--cli-input-json=file://F`), az's and
// vault's @FILE values (`--value @F`, `k=@F`), `gcloud compute scp`'s
// sources when it names a host, and `docker secret create NAME F`.
func operandFiles(p *Part) []Word {
	args := p.Args()
	var out []Word
	switch p.Program {
	case "aws":
		for _, a := range args {
			lead := leadingLiteral(&a)
			for _, pre := range []string{"file://", "fileb://"} {
				if k := strings.Index(lead, pre); k >= 0 && (k == 0 || lead[k-1] == '=') {
					out = append(out, trimWordPrefix(a, lead[:k+len(pre)], false))
				}
			}
		}
	case "az", "vault":
		for _, a := range args {
			lead := leadingLiteral(&a)
			if strings.HasPrefix(lead, "-") {
				_, v, ok := strings.Cut(lead, "=")
				if !ok || !strings.HasPrefix(v, "@") {
					continue
				}
				a = trimWordPrefix(a, lead[:len(lead)-len(v)], false)
			}
			out = append(out, filesInValue(formAt, a)...)
		}
	case "gcloud":
		_, ops := litArgs(p)
		if opsStartWith(ops, "compute", "scp") || opsStartWith(ops, "beta", "compute", "scp") || opsStartWith(ops, "alpha", "compute", "scp") {
			out = append(out, uploadSources(args)...)
		}
	case "docker", "podman":
		var ops []Word
		for _, a := range args {
			if !strings.HasPrefix(leadingLiteral(&a), "-") {
				ops = append(ops, a)
			}
		}
		if len(ops) >= 4 && isLit(ops[0], "secret") && isLit(ops[1], "create") {
			out = append(out, ops[3])
		}
	}
	return out
}

// uploadSources returns the operands of a copy (gcloud compute scp, its
// own verbs among them, which name no secret) before its destination,
// when the destination is a remote (HOST:PATH, USER@HOST:PATH); none when
// it copies to this machine.
func uploadSources(args []Word) []Word {
	var ops []Word
	for _, a := range args {
		if lead := leadingLiteral(&a); !strings.HasPrefix(lead, "-") {
			ops = append(ops, a)
		}
	}
	if len(ops) < 2 {
		return nil
	}
	dest := leadingLiteral(&ops[len(ops)-1])
	if k := strings.IndexByte(dest, ':'); k <= 0 || strings.ContainsRune(dest[:k], '/') {
		return nil
	}
	return ops[:len(ops)-1]
}

// sentSecretFile reports whether the file word f is a [secret] file;
// for a local engine (local), the project's own env file is not one.
func sentSecretFile(f Word, local bool, ctx *Context) bool {
	if local {
		if v, ok := certainPath(f, ctx); ok {
			base := path.Base(v)
			if (isDotenv(base) || strings.HasSuffix(base, ".env")) && within(v, cleanAbs(ctx.WorkdirOrCwd())) {
				return false
			}
		}
	}
	return judgeSecretDirect(f, ctx).Certainly
}
