package cards

import (
	"ozdesk.dev/ozdesk/internal/safetext"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// A host name written with letters outside ASCII can look exactly like
// the ASCII name it imitates: get.k3ѕ.io (a Cyrillic ѕ) reads as
// get.k3s.io, yet it is another host, get.xn--k3-foc.io on the wire. The
// card names every such host of a command by its punycode, the name
// resolvers and the egress list see, under the command (rt9c F6).

// hostScanMax is how much of a command is read for hosts: the head a card
// shows and more; a command of megabytes is not scanned whole.
const hostScanMax = 64 << 10

// foreignHostsMax is how many non-ASCII hosts one command names.
const foreignHostsMax = 8

// ForeignHost is a host a command names with letters outside ASCII, or
// in punycode (xn--…), the ASCII spelling of such letters.
type ForeignHost struct {
	// Name is the host with its letters outside ASCII (untrusted text:
	// draw it escaped); ASCII is its punycode form. Punycode says the
	// command wrote the host as ASCII, in punycode.
	Name, ASCII string
	Punycode    bool
}

// ForeignHosts returns the hosts a command names with letters outside
// ASCII (or in punycode), in the order they first appear, each once: the
// host of a URL (scheme://user@host:port/path) or of user@host:path, and
// a bare dotted word (curl exаmple.com) that could pass for ASCII (its
// letters outside ASCII all look like ASCII ones), or that has a punycode
// label. A bare dotted word with
// other letters outside ASCII is not read as a host: résumé.pdf is a file
// name as often.
func ForeignHosts(command string) []ForeignHost {
	if len(command) > hostScanMax {
		command = command[:hostScanMax]
	}
	var out []ForeignHost
	seen := map[string]bool{}
	words := strings.FieldsFunc(command, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune(";|&()<>'\"`=,", r)
	})
	for _, w := range words {
		h, bare := hostOfWord(w)
		if h == "" || seen[h] {
			continue
		}
		f, ok := foreignHost(h, bare)
		if !ok {
			continue
		}
		seen[h] = true
		out = append(out, f)
		if len(out) == foreignHostsMax {
			break
		}
	}
	return out
}

// foreignHost reads host h: a name with letters outside ASCII (for a bare
// word, only look-alikes of ASCII letters count) or a punycode name.
func foreignHost(h string, bare bool) (ForeignHost, bool) {
	ascii := true
	for i := 0; i < len(h); i++ {
		if h[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		if !strings.HasPrefix(h, "xn--") && !strings.Contains(h, ".xn--") {
			return ForeignHost{}, false
		}
		name, err := idna.Punycode.ToUnicode(h)
		if err != nil || name == h {
			return ForeignHost{}, false
		}
		return ForeignHost{Name: name, ASCII: h, Punycode: true}, true
	}
	if bare && !passesForASCII(h) {
		return ForeignHost{}, false
	}
	puny, err := idna.Punycode.ToASCII(h)
	if err != nil || puny == h {
		return ForeignHost{}, false
	}
	return ForeignHost{Name: h, ASCII: puny}, true
}

// passesForASCII reports whether s could pass for an ASCII name: its
// letters outside ASCII (it has some) all look like ASCII ones.
func passesForASCII(s string) bool {
	for _, r := range s {
		if r >= utf8.RuneSelf && !unicode.Is(safetext.Lookalikes, r) {
			return false
		}
	}
	return true
}

// hostOfWord is the host a word names, lower-cased, or "": the host of a
// URL or of user@host, or the word itself when it is a bare dotted name
// (bare).
func hostOfWord(w string) (host string, bare bool) {
	if _, rest, ok := strings.Cut(w, "://"); ok {
		w, _, _ = strings.Cut(rest, "/")
		w, _, _ = strings.Cut(w, "?")
		w, _, _ = strings.Cut(w, "#")
	} else if i := strings.LastIndexByte(w, '@'); i >= 0 {
		w = w[i+1:]
	} else {
		bare = true
	}
	if i := strings.LastIndexByte(w, '@'); i >= 0 {
		w = w[i+1:]
	}
	w, _, _ = strings.Cut(w, ":")
	w, _, _ = strings.Cut(w, "/") // host/path, as curl takes it
	// a zero-width space or a soft hyphen is dropped by the name's
	// lookup (UTS #46): the host is what is left (rt18k #11)
	w = strings.Map(func(r rune) rune {
		if unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) {
			return -1
		}
		return r
	}, w)
	w = strings.TrimSuffix(strings.ToLower(w), ".")
	if !strings.Contains(w, ".") || strings.HasPrefix(w, ".") || strings.Contains(w, "..") {
		return "", false
	}
	for _, r := range w {
		switch {
		case r == '.' || r == '-' || r == '_' || r < 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r)):
		case r >= 0x80 && (unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsMark(r)):
		default:
			return "", false
		}
	}
	return w, bare
}

// escapeNonASCII writes every code point of s outside ASCII as its \u
// escape (\U above the Basic Multilingual Plane): the letters that make a
// host look like another stand out.
func escapeNonASCII(s string) string {
	var b []byte
	for i := 0; i < len(s); {
		if s[i] < 0x80 {
			b = append(b, s[i])
			i++
			continue
		}
		var n int
		b, n = appendEscape(b, s[i:])
		i += n
	}
	return string(b)
}

// foreignHostLines says, under the command, which hosts it names with
// letters outside ASCII, and their punycode names.
func (d *drawing) foreignHostLines() []string {
	var out []string
	for _, h := range ForeignHosts(d.cmd.Source) {
		out = append(out, d.in.prose(d.st.Glyphs.Unreadable+" "+h.Note(), d.width, 3, roleAsk)...)
	}
	return out
}

// Note says what the host is, in the desk's words: its letters outside
// ASCII escaped, and its punycode name. It is safe to draw.
func (h ForeignHost) Note() string {
	if h.Punycode {
		return "host " + h.ASCII + " is punycode for " + escapeNonASCII(h.Name) + ", a name in letters outside ASCII"
	}
	return "host " + escapeNonASCII(h.Name) + " is not ASCII: its real name is " + h.ASCII + " (punycode), whatever it looks like"
}
