package patterns

import (
	"fmt"
	"testing"
	"time"
)

// FuzzMatch: matching never panics, whatever certainly matches also might
// match, a match is fast even for long commands, and an allow pattern
// without ** that certainly matches a part no longer does once the part
// gains a flag the pattern does not name.
func FuzzMatch(f *testing.F) {
	for _, s := range [][2]string{
		{"git push --force * [default-branch]", "git push -f origin main"},
		{"rm -rf [home]", `rm -rf "$DIR" ~/x $HOME/../..`},
		{"dd ** of=[device] **", "dd if=/dev/zero of=/dev/sda bs=1M"},
		{"curl ** [host:get.k3s.io] ** | [shell] **", "curl -sfL https://get.k3s.io | sh -s - server"},
		{"echo ** x ** y ** > [credentials]", `echo a x "$@" y > ~/.ssh/authorized_keys`},
		{"frob -abc=* **", "frob -abc v -x $Y"},
		{"terraform destroy -target=module.*", "terraform destroy -target module.a -auto-approve"},
		{"git push origin feature", "git push origin feature; sudo git push origin feature"},
		{"rm -r -f build", "rm -rf build"},
		{"frob -x * y", "frob -x a y"},
		{"git -C * status", "git -C ../r status"},
		{"tar -x -f=*", "tar xf a.tgz"},
		{"ssh host uptime", "ssh host uptime"},
		{"kubectl delete deployment web -n staging", "kubectl delete deployment web -n staging -nprod --namespace=x -n=y"},
		{"terraform destroy -target=module.test.* -target=a", "terraform destroy -target=module.test.a -target module.prod --target=a"},
		{"docker run --rm -v /srv/data:/data alpine ls", "docker run --rm -v=/srv/data:/data -v /:/host alpine ls"},
		{"rm -r /home/op/proj/important", "rm -r ./important; rm -r /home/op//proj/x/../important"},
		{"rm -r -f /home/op/proj/important/**", "cd /home && rm -rf op/proj/important/a"},
		{"cat ~/proj/secrets.env", "< secrets.env cat; cat < ../proj/./secrets.env"},
		{"kubectl apply -f k8s/prod.yaml", `kubectl apply -f ./k8s//prod.yaml -f "$X/prod.yaml"`},
		{"cat ~/proj/secrets.env", "cat - /dev/fd/3 /proc/self/fd/07 3< secrets.env <&3- 0<&4 4<> x <&$F"},
	} {
		f.Add(s[0], s[1])
	}
	f.Fuzz(func(t *testing.T, pat, src string) {
		if len(src) > 1<<14 {
			return
		}
		// A watchdog: an input that takes too long crashes the worker, so
		// that the fuzzer records it.
		dog := time.AfterFunc(5*time.Second, func() { panic(fmt.Sprintf("slow input: %q %q", pat, src)) })
		defer dog.Stop()
		p, err := ParsePattern(pat)
		if err != nil {
			return
		}
		cmd := Read(src)
		for _, ctx := range []*Context{fullCtx, emptyCtx} {
			for i := range cmd.Parts {
				start := time.Now()
				_, might := p.MatchAt(cmd, i, ctx, Might)
				_, certain := p.MatchAt(cmd, i, ctx, Certainly)
				if certain && !might {
					t.Fatalf("%q on part %d of %q: certainly but not might", pat, i, src)
				}
				if d := time.Since(start); d > 2*time.Second {
					t.Fatalf("%q on part %d of %q: %v", pat, i, src, d)
				}
				if certain {
					checkUnnamedFlag(t, p, cmd, i, ctx)
				}
			}
		}
	})
}

// checkUnnamedFlag: when allow pattern p (one stage, no **) certainly
// matches part i of cmd, a top-level part, the same command with a flag
// the pattern does not name written after the part's program must not
// certainly match.
func checkUnnamedFlag(t *testing.T, p *Pattern, cmd *Command, i int, ctx *Context) {
	t.Helper()
	part := cmd.Parts[i]
	if len(p.Stages) != 1 || p.Check(Allow) != nil || part.Depth != 0 || len(part.Words) == 0 {
		return
	}
	for _, e := range p.Stages[0].Words {
		if e.Kind == ElemStarStar {
			return
		}
	}
	at := part.Words[0].Span.End
	if at <= 0 || at > len(cmd.Source) || cmd.Source[part.Words[0].Span.Start:at] != part.Words[0].Raw {
		return
	}
	src := cmd.Source[:at] + " --zz-unnamed" + cmd.Source[at:]
	grown := Read(src)
	if len(grown.Parts) != len(cmd.Parts) || grown.Parts[i].Program != part.Program {
		return
	}
	if _, ok := p.MatchAt(grown, i, ctx, Certainly); ok {
		t.Fatalf("%q certainly matches part %d of %q, which has a flag it does not name", p.String(), i, src)
	}
}
