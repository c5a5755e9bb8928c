package patterns

import (
	"strings"
	"testing"
)

// renderReading writes a reading compactly: flags (with values) then
// operands, "|" between: "--recursive --force | /".
func renderReading(p *Part, r Reading) string {
	var parts []string
	for _, f := range r.Flags {
		s := f.Name
		if f.Dynamic {
			s += "?"
		}
		if f.Value != nil {
			v, ok := f.Value.Literal()
			if !ok {
				v = f.Value.Raw
			}
			s += "=" + v
		}
		parts = append(parts, s)
	}
	parts = append(parts, "|")
	for _, o := range r.Operands {
		parts = append(parts, p.Words[o].Raw)
	}
	return strings.Join(parts, " ")
}

func TestReadArgs(t *testing.T) {
	tests := []struct {
		cmd  string
		want []string // one rendering per reading
	}{
		// Combined short flags and synonyms.
		{"rm -rf /", []string{"--recursive --force | /"}},
		{"rm -r -f -- -x", []string{"--recursive --force | -x"}},
		{"rm -R --force a b", []string{"--recursive --force | a b"}},
		{"rm --recur a", []string{"--recursive | a"}},
		{"rm --no-preserve-root -rf /", []string{"--no-preserve-root --recursive --force | /"}},
		{"rm - x", []string{"| - x"}},
		{"rm --frobnicate x", []string{"--frobnicate | x"}},
		{"rmdir -p a/b", []string{"--parents | a/b"}},
		{"mv -t /dst a b", []string{"--target-directory=/dst | a b"}},
		{"mv --target-directory=/dst a", []string{"--target-directory=/dst | a"}},
		{"cp -a --backup=numbered a b", []string{"--archive --backup=numbered | a b"}},
		{"cp -b a b", []string{"--backup | a b"}},
		{"cp -rt /d a", []string{"--recursive --target-directory=/d | a"}},
		{"chmod -R 777 /", []string{"--recursive | 777 /"}},
		{"chmod -w file", []string{"| -w file"}},
		{"chmod --reference=a b", []string{"--reference=a | b"}},
		{"chown -R op:op ~", []string{"--recursive | op:op ~"}},
		{"dd if=/dev/zero of=/dev/sda bs=1M", []string{"| if=/dev/zero of=/dev/sda bs=1M"}},
		{"shred -n 3 -uz /dev/sda", []string{"--iterations=3 --remove --zero | /dev/sda"}},
		{"wipefs -a /dev/sdb", []string{"--all | /dev/sdb"}},
		{"mkfs -t ext4 /dev/sdb1", []string{"--type=ext4 | /dev/sdb1"}},
		{"mkfs.ext4 -L root -F /dev/sdb1", []string{"-L=root -F | /dev/sdb1"}},
		// find: single-dash long flags, -exec to its terminator.
		{"find . -name '*.o' -delete", []string{"-name=*.o -delete | ."}},
		{`find / -exec rm -rf {} \; -print`, []string{"-exec -print | /"}},
		{"find / -exec", []string{"-exec | /"}}, // as the reader gives it: the command is a part of its own
		{"find . --maxdepth 2", []string{"-maxdepth=2 | ."}},
		// git: global options before the subcommand, then its table.
		{"git push -f origin main", []string{"--force | push origin main"}},
		{"git -C /repo push --force-with-lease origin +main", []string{"-C=/repo --force-with-lease | push origin +main"}},
		{"git -c core.pager=less log", []string{"-c=core.pager=less | log"}},
		{"git --git-dir=/x/.git --work-tree /x status", []string{"--git-dir=/x/.git --work-tree=/x | status"}},
		{"git clean -fdx", []string{"--force -d -x | clean"}},
		{"git reset --hard HEAD~1", []string{"--hard | reset HEAD~1"}},
		{"git branch -D main", []string{"--delete --force | branch main"}},
		{"git checkout -b feature origin/main", []string{"-b=feature | checkout origin/main"}},
		{"git commit -m 'a b' -a", []string{"--message=a b --all | commit"}},
		{"git push --dry origin", []string{"--dry-run | push origin"}},
		{"git push --forc origin", []string{"--forc | push origin", "--forc=origin | push"}}, // ambiguous: read with doubt
		// An unknown subcommand reads its flags with doubt.
		{"git frob -x y", []string{"-x | frob y", "-x=y | frob"}},
		// curl, wget, ssh, scp.
		{"curl -fsSL https://x.io -o out", []string{"--fail --silent --show-error --location --output=out | https://x.io"}},
		{"curl -XPOST -d@f https://x.io", []string{"--request=POST --data=@f | https://x.io"}},
		{"wget -qO- https://x.io", []string{"--quiet --output-document=- | https://x.io"}},
		{"wget -np -r https://x.io", []string{"--no-parent --recursive | https://x.io"}},
		{"ssh -p 22 -i key host rm -rf /", []string{"-p=22 -i=key | host rm -rf /"}},
		{"scp -P 2222 -r a host:b", []string{"-P=2222 -r | a host:b"}},
		// Clouds and tools.
		{"kubectl delete ns prod --force --grace-period=0", []string{"--force --grace-period=0 | delete ns prod"}},
		{"kubectl -n kube-system delete pod x", []string{"--namespace=kube-system | delete pod x"}},
		{"terraform destroy -target=module.x -auto-approve", []string{"-target=module.x -auto-approve | destroy"}},
		{"terraform apply -var 'a=b' --auto-approve", []string{"-var=a=b -auto-approve | apply"}},
		{"terraform -chdir=infra destroy", []string{"-chdir=infra | destroy"}},
		{"aws s3 rm s3://b --recursive --profile prod", []string{"--recursive --profile=prod | s3 rm s3://b"}},
		{"gcloud projects delete p -q", []string{"--quiet | projects delete p"}},
		{"az group delete -n rg --yes", []string{"--name=rg --yes | group delete"}},
		{"helm uninstall x -n prod", []string{"--namespace=prod | uninstall x"}},
		{"docker run --rm -v /:/host alpine rm -rf /host", []string{"--rm --volume=/:/host | run alpine rm -rf /host"}},
		{"docker -H tcp://h rm -f c", []string{"--host=tcp://h --force | rm c"}},
		{"docker system prune -af --volumes", []string{"--all --force --volumes | system prune"}},
		{"npm publish --tag next --otp 123", []string{"--tag=next --otp=123 | publish"}},
		{"cargo publish --token T -p x", []string{"--token=T --package=x | publish"}},
		{"gh repo delete o/r --yes", []string{"--yes | repo delete o/r"}},
		{"go test -run X ./...", []string{"-run=X | test ./..."}},
		{"java -jar app.jar -x", []string{"-jar=app.jar | -x"}},
		{"python3 -c 'import os' -x", []string{"-c=import os | -x"}},
		{"python3.12 -m http.server 80", []string{"-m=http.server | 80"}},
		{"bash -c 'rm -rf /' arg0", []string{"-c | 'rm -rf /' arg0"}},
		{"bash -lc 'x' -e", []string{"--login -c | 'x' -e"}},
		{"bash script.sh -x", []string{"| script.sh -x"}},
		// tar's bundle without a dash.
		{"tar xzf a.tgz -C /", []string{"--extract --gzip --file=a.tgz --directory=/ |"}},
		{"tar -cf out.tar dir", []string{"--create --file=out.tar | dir"}},
		{"rsync -av --delete src/ host:dst", []string{"--archive --verbose --delete | src/ host:dst"}},
		{"rsync -e 'ssh -p 2' a b", []string{"--rsh=ssh -p 2 | a b"}},
		// Programs not in the tables: -abc both ways, doubt on values.
		{"frob -abc x", []string{"-a -b -c | x", "-abc=x |"}},
		{"frob -abc=v x", []string{"-abc=v | x"}},
		{"frob --level 3 x", []string{"--level | 3 x", "--level=3 | x"}},
		{"frob --level=3 x", []string{"--level=3 | x"}},
		{"frob -x -y", []string{"-x -y |"}},
		{"frob x -- -y", []string{"| x -y"}},
		// Words of unknown value.
		{"rm -$OPTS x", []string{"-? | x"}},
		{`rm "$F"`, []string{`| "$F"`}},
		{"rm -rf$X y", []string{"--recursive --force -? | y"}},
		{"git -C $DIR push", []string{"-C=$DIR | push"}},
		{"git push --repo=$R", []string{"--repo=$R | push"}},
		{"curl -o$OUT u", []string{"--output=$OUT | u"}},
		{"frob --$NAME x", []string{"--? | x"}},
	}
	for _, tt := range tests {
		cmd := testCommand(t, tt.cmd)
		p := cmd.Parts[0]
		rs := ReadArgs(p)
		var got []string
		for _, r := range rs {
			got = append(got, renderReading(p, r))
		}
		if strings.Join(got, " || ") != strings.Join(tt.want, " || ") {
			t.Errorf("ReadArgs(%q):\n got %q\nwant %q", tt.cmd, got, tt.want)
		}
	}
}

func TestReadArgsValueWords(t *testing.T) {
	p := testCommand(t, "git -C /repo -c a=b push --force-with-lease=main origin").Parts[0]
	r := ReadArgs(p)[0]
	want := []struct {
		name       string
		word, vwrd int
	}{{"-C", 1, 2}, {"-c", 3, 4}, {"--force-with-lease", 6, 6}}
	if len(r.Flags) != len(want) {
		t.Fatalf("flags %+v", r.Flags)
	}
	for i, w := range want {
		f := r.Flags[i]
		if f.Name != w.name || f.Word != w.word || f.ValueWord != w.vwrd {
			t.Errorf("flag %d = %+v, want %+v", i, f, w)
		}
	}
	if v, _ := r.Flags[2].Value.Literal(); v != "main" {
		t.Errorf("attached value %q", v)
	}
	if r.OptionsEnd != len(p.Words) {
		t.Errorf("OptionsEnd = %d", r.OptionsEnd)
	}
	q := testCommand(t, "ssh -i k host rm -rf /").Parts[0]
	if end := ReadArgs(q)[0].OptionsEnd; end != 4 {
		t.Errorf("ssh OptionsEnd = %d, want 4", end)
	}
}

func TestReadArgsEdges(t *testing.T) {
	if rs := ReadArgs(nil); len(rs) != 1 || len(rs[0].Flags)+len(rs[0].Operands) != 0 {
		t.Errorf("ReadArgs(nil) = %+v", rs)
	}
	p := &Part{Words: []Word{LitWord("rm")}, Program: "rm"}
	if rs := ReadArgs(p); len(rs) != 1 || rs[0].OptionsEnd != 1 {
		t.Errorf("program alone: %+v", rs)
	}
	// A part whose program is not literal is read generically.
	q := &Part{Words: []Word{{Raw: "$X", Segs: []Seg{{Kind: SegParam, Text: "X"}}}, LitWord("-rf"), LitWord("/")}}
	if rs := ReadArgs(q); len(rs) != 2 {
		t.Errorf("dynamic program: %d readings", len(rs))
	}
}
