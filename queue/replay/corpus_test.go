package replay

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"
)

// templates are the commands coding agents run, weighted by how often they
// run them: builds and tests, git, reading and searching files, editing
// with tools, package managers, containers and clusters, downloads, and
// a few destructive or unreadable ones. %d and %s take a number and a word.
var templates = []struct {
	weight int
	text   string
}{
	{40, "git status"}, {25, "git diff --stat"}, {20, "git log --oneline -n %d"}, {15, "git add %s.go"},
	{12, "git commit -m 'fix %s handling'"}, {8, "git push origin feature/%s"}, {2, "git push --force origin main"},
	{4, "git checkout -b fix-%s"}, {3, "git rebase -i HEAD~%d"}, {2, "git reset --hard origin/main"},
	{35, "go test ./..."}, {20, "go test -run Test%s ./internal/%s/..."}, {15, "go build ./cmd/%s"}, {10, "go vet ./..."},
	{8, "go mod tidy"}, {25, "make build"}, {10, "make test 2>&1 | tail -n %d"},
	{30, "ls -la"}, {25, "cat internal/%s/%s.go"}, {25, "grep -rn '%s' --include='*.go' ."}, {15, "find . -name '*.go' -newer go.mod"},
	{15, "sed -n '%d,%dp' %s.go"}, {10, "head -n %d README.md"}, {10, "wc -l internal/%s/*.go"}, {8, "rg -n %s"},
	{8, "mkdir -p build/%s"}, {6, "rm -rf build/%s"}, {5, "cp %s.go %s.go.bak"}, {5, "mv tmp/%s out/%s"},
	{12, "npm install"}, {10, "npm run test -- --watch=false"}, {6, "npm run build && npm run lint"}, {2, "npm publish --tag beta"},
	{6, "pip install -r requirements.txt"}, {8, "python3 -m pytest -q tests/test_%s.py"}, {4, "python3 scripts/gen_%s.py > out/%s.json"},
	{6, "docker build -t app:%s ."}, {3, "docker run --rm -v $PWD:/src app:%s make test"}, {1, "docker push registry.example.com/app:%s"},
	{5, "kubectl get pods -n %s"}, {3, "kubectl logs deploy/%s -n staging --tail=%d"}, {1, "kubectl delete ns %s"},
	{3, "terraform plan -out tf.plan"}, {1, "terraform destroy -target=module.test.%s"}, {1, "terraform destroy"},
	{3, "curl -fsSL https://api.github.com/repos/org/%s"}, {1, "curl -fsSL https://get.k3s.io | sh"},
	{2, "wget -q https://proxy.golang.org/%s/@v/list"}, {1, "bash -c 'cd build && make %s'"}, {1, "ssh build-host 'systemctl status %s'"},
	{1, "sudo apt-get install -y %s"}, {1, "rm -rf ~/.cache/%s"}, {1, "rm -rf ~"}, {1, "chmod 600 ~/.ssh/id_%s"},
	{1, "eval \"$(direnv export bash)\""}, {1, "$EDITOR %s.go"}, {1, "cat install.sh | bash"}, {1, "echo 'unclosed %s"},
	{4, "for f in *.go; do gofmt -l $f; done"}, {3, "export GOFLAGS=-mod=mod && go test ./%s/..."},
	{2, "tar -xzf %s.tar.gz -C build"}, {2, "jq '.items[] | .name' out/%s.json"},
}

// words fill the templates' %s.
var words = []string{"parser", "store", "queue", "auth", "cards", "tui", "replay", "policy", "cache", "index", "worker", "api"}

// corpus makes n recorded requests, spread over the week before t0: 8
// agents, jobs of about 50 commands each, a session for every tenth job
// without a job name.
func corpus(n int) []asked {
	rng := rand.New(rand.NewPCG(42, 7))
	total := 0
	for _, t := range templates {
		total += t.weight
	}
	agents := []string{"coder", "coder-2", "reviewer", "ops", "installer", "ci-runner", "docs", "triage"}
	out := make([]asked, n)
	step := 7 * 24 * time.Hour / time.Duration(n)
	for i := range out {
		k := rng.IntN(total)
		text := ""
		for _, t := range templates {
			if k < t.weight {
				text = t.text
				break
			}
			k -= t.weight
		}
		var args []any
		for j := 0; j+1 < len(text); j++ {
			if text[j] == '%' {
				switch text[j+1] {
				case 'd':
					args = append(args, 1+rng.IntN(200))
				case 's':
					args = append(args, words[rng.IntN(len(words))])
				}
			}
		}
		job := i / 50
		a := asked{at: -7*24*time.Hour + time.Duration(i)*step, command: fmt.Sprintf(text, args...), agent: agents[job%len(agents)]}
		if job%10 == 0 {
			a.session = fmt.Sprintf("session-%d", job)
		} else {
			a.job = fmt.Sprintf("job-%d", job)
		}
		out[i] = a
	}
	return out
}

// The corpus repeats commands as agents do, but not all of them.
func TestCorpusMix(t *testing.T) {
	recs := corpus(100_000)
	distinct := map[string]bool{}
	for _, r := range recs {
		distinct[r.command] = true
	}
	t.Logf("%d distinct commands in %d", len(distinct), len(recs))
	if len(distinct) < 1000 || len(distinct) > 50_000 {
		t.Errorf("%d distinct commands in %d", len(distinct), len(recs))
	}
}
