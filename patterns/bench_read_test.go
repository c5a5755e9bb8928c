package patterns

import (
	"strings"
	"testing"

	"mvdan.cc/sh/v3/syntax"
)

// benchShort is a command of about 80 bytes; benchScript a script of
// about 1 KB.
const benchShort = `sudo -u deploy git -C /srv/app pull --ff-only && make -j4 build | tee build.log`

const benchScript = `#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
VERSION=$(git describe --tags --always)
export GOFLAGS=-mod=readonly
for dir in cmd/* internal/*; do
	if [ -d "$dir" ]; then
		go vet "./$dir/..." || { echo "vet failed in $dir" >&2; exit 1; }
	fi
done
case "${1:-build}" in
	build) go build -ldflags "-X main.version=$VERSION" -o bin/app ./cmd/app ;;
	test) go test -race -count=1 ./... 2>&1 | tee test.log ;;
	clean) rm -rf bin dist ;;
esac
find . -name '*.orig' -exec rm {} \;
curl -fsSL https://example.com/install.sh -o /tmp/install.sh && less /tmp/install.sh
ssh deploy@host "cd /srv/app && git pull && systemctl restart app"
docker build -t "app:$VERSION" . && docker push "app:$VERSION"
while read -r line; do
	printf '%s\n' "$line" | sed -e 's/foo/bar/g' >> out.txt
done < <(grep -v '^#' config.txt)
cat <<RELEASE > release.txt
version: $VERSION
date: $(date -u +%Y-%m-%dT%H:%M:%SZ)
RELEASE
tar czf "dist/app-$VERSION.tgz" -C bin app && sha256sum dist/*.tgz > dist/SHA256SUMS
echo "done: $VERSION"
`

var benchInputs = []struct{ name, src string }{
	{"short", benchShort},
	{"script", benchScript},
}

// BenchmarkParse measures the shell parser alone, reused, on both inputs.
func BenchmarkParse(b *testing.B) {
	for _, in := range benchInputs {
		b.Run(in.name, func(b *testing.B) {
			p := syntax.NewParser(syntax.Variant(syntax.LangBash))
			b.SetBytes(int64(len(in.src)))
			b.ReportAllocs()
			for b.Loop() {
				if _, err := p.Parse(strings.NewReader(in.src), ""); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkRead measures a reused Reader on both inputs.
func BenchmarkRead(b *testing.B) {
	for _, in := range benchInputs {
		b.Run(in.name, func(b *testing.B) {
			r := NewReader()
			b.SetBytes(int64(len(in.src)))
			b.ReportAllocs()
			for b.Loop() {
				if c := r.Read(in.src); len(c.Parts) == 0 {
					b.Fatal(c.Unreadable)
				}
			}
		})
	}
}

func TestBenchInputsSize(t *testing.T) {
	if n := len(benchShort); n < 70 || n > 90 {
		t.Errorf("the short input is %d bytes, want about 80", n)
	}
	if n := len(benchScript); n < 900 || n > 1200 {
		t.Errorf("the script is %d bytes, want about 1 KB", n)
	}
	if c := Read(benchScript); !c.Readable() {
		t.Errorf("the script does not read: %v", c.Unreadable)
	}
}
