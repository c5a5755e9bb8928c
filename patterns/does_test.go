package patterns

import (
	"slices"
	"testing"
)

// TestPartDoes checks the effects table word by word: what each program
// writes and deletes, as words judged from the part's directory.
func TestPartDoes(t *testing.T) {
	tests := []struct {
		cmd             string
		writes, deletes []string
	}{
		{"curl -o out.json https://x.io/a", []string{"out.json"}, nil},
		{"curl -O https://x.io/d/k.pub", []string{"k.pub"}, nil},
		{"curl --output-dir d -O https://x.io/k", []string{"d/k"}, nil},
		{"curl -s https://x.io/a", nil, nil},
		{"curl -o - https://x.io/a", nil, nil},
		{"wget https://x.io/", []string{"index.html"}, nil},
		{"wget -P ~/.ssh https://x.io/authorized_keys", []string{"~/.ssh/authorized_keys"}, nil},
		{"wget -qO- https://x.io/i.sh", nil, nil},
		{"sort -o s.txt a.txt", []string{"s.txt"}, nil},
		{"openssl genrsa -out k.pem 2048", []string{"k.pem"}, nil},
		{"uniq a b", []string{"b"}, nil},
		{"uniq a", nil, nil},
		{"awk -i inplace '{print}' f g", []string{"f", "g"}, nil},
		{"awk '{print}' f", nil, nil},
		{"sed -i 's/a/b/' f", []string{"f"}, nil},
		{"sed -e 's/a/b/' -i f", []string{"f"}, nil},
		{"sed 's/a/b/' f", nil, nil},
		{"dd if=a of=b", []string{"b"}, nil},
		{"cp a b", []string{"b", "b/a"}, nil},
		{"cp a d/", []string{"d/a"}, nil},
		{"cp -t d a b", []string{"d/a", "d/b"}, nil},
		{"mv a b", []string{"b", "b/a"}, []string{"a"}},
		{"rsync -a --delete src/ dst", []string{"dst", "dst/src", "dst/*"}, []string{"dst"}},
		{"rsync -a src/ host:dst", nil, nil},
		{"tar -xzf /tmp/a.tgz -C d", []string{"d/*"}, nil},
		{"tar -xzf a.tgz -C d", []string{"d/"}, nil}, // an archive in the tree: the directory only, for its links (does_projectarchive.go)
		{"tar -xzf a.tgz -C .git", []string{".git/*"}, nil},
		{"tar -xf a.tar m/x", []string{"./m/x"}, nil},
		{"tar -czf a.tgz --remove-files logs", []string{"a.tgz"}, []string{"logs"}},
		{"unzip ~/a.zip -d d", []string{"d/*"}, nil},
		{"unzip a.zip -d d", []string{"d/"}, nil},
		{"zip -rm a.zip logs", []string{"a.zip"}, []string{"logs"}},
		{"unlink a", nil, []string{"a"}},
		{"truncate -s 0 a", []string{"a"}, []string{"a"}},
		{"find d -delete", nil, []string{"d"}},
		{"find d -name '*.o' -delete", nil, []string{"d/**/*.o"}},
		{"find d -name '*.o'", nil, nil},
		{"find d -delete -name '*.o'", nil, []string{"d"}},
		{"find d ! -name '*.o' -delete", nil, []string{"d"}},
		{"find d -name '*.o' -o -name x -delete", nil, []string{"d"}},
		{"find d -iname '*.o' -delete", nil, []string{"d"}},
		{"find d -name '*.?' -delete", nil, []string{"d/**/*.*"}},
		{"find d -name 'x[]ab]' -delete", nil, []string{"d/**/x*"}},
		{"find d/x.o -name '*.o' -delete", nil, []string{"d/x.o"}},
		{"find ~/d -name '*.o' -delete", nil, []string{"~/d/**/*.o"}},
		{"git clone https://x.io/o/r.git", []string{"r"}, nil},
		{"git -C ../o clean -fdx", nil, []string{"../o"}},
		{"git clean -fd", nil, []string{"./*"}},
		{"git checkout main", []string{"main"}, nil},
		{"git checkout -- f", []string{"f"}, []string{"f"}},
		{"git rm f", nil, []string{"f"}},
		{"go build -o bin/app .", []string{"bin/app"}, nil},
		{"cc -o app x.c", []string{"app"}, nil},
		{"docker cp c:/a ./b", []string{"./b", "./b/a"}, nil},
		{"ls -la", nil, nil},
	}
	raws := func(ws []Word) []string {
		var out []string
		for _, w := range ws {
			out = append(out, w.Raw)
		}
		return out
	}
	for _, tt := range tests {
		p := Read(tt.cmd).Parts[0]
		var got doings
		if p.does != nil {
			got = *p.does
		}
		if w := raws(got.writes); !slices.Equal(w, tt.writes) {
			t.Errorf("%q writes %q, want %q", tt.cmd, w, tt.writes)
		}
		if d := raws(got.deletes); !slices.Equal(d, tt.deletes) {
			t.Errorf("%q deletes %q, want %q", tt.cmd, d, tt.deletes)
		}
	}
}

func TestGlobMeets(t *testing.T) {
	split := func(s string) []string { return splitPath(s) }
	tests := []struct {
		glob, at    string
		below, deep bool
		want        bool
	}{
		{"/p/*.log", "/p/.claude", false, false, false},
		{"/p/*.log", "/p/x.log", false, false, true},
		{"/p/*", "/p/.claude", true, false, false},
		{"/p/*", "/p", true, false, true},
		{"/p/*", "/p/state", true, false, false},
		{"/p/.*", "/p/.claude", false, false, true},
		{"/p/*/*.pyc", "/p/.claude/settings.json", false, true, false},
		{"/p/*/settings*.json", "/p/.claude/settings.json", false, true, true},
		{"/h/.local/*/*.db", "/h/.local/state/ozdesk", true, true, true},
		{"/p/*/x", "/p", false, true, false},
	}
	for _, tt := range tests {
		if got := globMeets(split(tt.glob), split(tt.at), tt.below, tt.deep, 0); got != tt.want {
			t.Errorf("globMeets(%q, %q, below=%v, deep=%v) = %v, want %v", tt.glob, tt.at, tt.below, tt.deep, got, tt.want)
		}
	}
}

func TestModeClasses(t *testing.T) {
	tests := []struct {
		mode           string
		setuid, setgid bool
	}{
		{"u+s", true, false}, {"g+s", false, true}, {"+s", true, true}, {"a+s", true, true},
		{"u=rwxs", true, false}, {"4755", true, false}, {"2755", false, true}, {"6755", true, true},
		{"755", false, false}, {"+x", false, false}, {"u+x,g+w", false, false}, {"0644", false, false},
	}
	for _, tt := range tests {
		w := LitWord(tt.mode)
		if got := judgeSetuidMode("", w, nil).Certainly; got != tt.setuid {
			t.Errorf("[setuid-mode] %q = %v, want %v", tt.mode, got, tt.setuid)
		}
		if got := judgeSetgidMode("", w, nil).Certainly; got != tt.setgid {
			t.Errorf("[setgid-mode] %q = %v, want %v", tt.mode, got, tt.setgid)
		}
	}
}

func TestOzdeskClass(t *testing.T) {
	tests := []struct {
		word        string
		might, cert bool
	}{
		{"ozdesk", true, true}, {"/usr/local/bin/ozdesk", true, true},
		{"[o]zdesk", true, false}, {"oz.esk", true, false}, {"oz.*", true, false},
		{"$(pidof ozdesk)", true, false}, {"$pid", false, false}, {"node", false, false},
		{"node server.js", false, false},
	}
	for _, tt := range tests {
		w := Read("x " + quoteIfSpace(tt.word)).Parts[0].Words[1]
		j := judgeOzdesk("", w, nil)
		if j.Might != tt.might || j.Certainly != tt.cert {
			t.Errorf("[ozdesk] %q = %+v, want might=%v certainly=%v", tt.word, j, tt.might, tt.cert)
		}
	}
}

// TestOzdeskProcessClass: pkill, pgrep and killall -r search a pattern
// anywhere in a name, so a part of ozdesk's name picks it (red-team finds).
func TestOzdeskProcessClass(t *testing.T) {
	tests := []struct {
		word  string
		might bool
	}{
		{"ozdesk", true}, {"desk", true}, {"oz", true}, {"d", true}, {"[d]esk", true},
		{"hook", true}, {"esk$", true}, {"$(pgrep desk)", true}, {"$(pgrep -f oz)", true},
		{"node", false}, {"vite", false}, {"npm run dev", false}, {"-f", false},
		{"$(pgrep node)", false}, {"$NAME", false}, {"^desk", false},
	}
	for _, tt := range tests {
		w := Read("x " + quoteIfSpace(tt.word)).Parts[0].Words[1]
		if j := judgeOzdeskProcess("", w, nil); j.Might != tt.might {
			t.Errorf("[ozdesk-process] %q = %+v, want might=%v", tt.word, j, tt.might)
		}
	}
}

func quoteIfSpace(s string) string {
	if s[0] != '$' && (slices.Contains([]byte(s), ' ') || slices.Contains([]byte(s), '[') || slices.Contains([]byte(s), '*')) {
		return "'" + s + "'"
	}
	return s
}
