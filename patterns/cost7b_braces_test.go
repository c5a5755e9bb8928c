package patterns

import (
	"strings"
	"testing"
)

// TestBraceWordsAllOrNothing: a word's plain brace lists are all expanded,
// or none is (the word is judged as written). Before the lists' product
// was counted first, a word of six lists came back as two words that
// still held five lists, each judged again: the cost doubled per list.
func TestBraceWordsAllOrNothing(t *testing.T) {
	for _, c := range []struct {
		name string
		word string
		want int // words made; 0 when the word is judged as written
	}{
		{"one list", "f{,.bak}", 2},
		{"three", "src/{a,b,c}", 3},
		{"two lists", "{a,b}/{c,d}", 4},
		{"at the cap", strings.Repeat("{a,b}", 4), 16},
		{"past the cap", strings.Repeat("{a,b}", 5), 0},
		{"six lists", strings.Repeat("{a,b}", 6), 0},
		{"forty lists", strings.Repeat("{a,b}", 40) + "/x", 0},
		{"one wide list", "{" + strings.Repeat("a,", 20) + "b}", 0},
		{"a sequence is not expanded", "{1..100000}{a,b}", 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			w := onlyWord(t, "rm "+c.word)
			words, ok := braceWords(w)
			if c.want == 0 {
				if ok {
					t.Fatalf("made %d words, want the word judged as written", len(words))
				}
				return
			}
			if !ok || len(words) != c.want {
				t.Fatalf("made %d words (%v), want %d", len(words), ok, c.want)
			}
			for _, x := range words {
				if holdsPlainList(x) {
					t.Errorf("word %q still holds a plain list", wordText(x))
				}
			}
		})
	}
}

// onlyWord reads src, a part of two words, and returns its second word.
func onlyWord(t *testing.T, src string) Word {
	t.Helper()
	cmd := Read(src)
	if !cmd.Readable() || len(cmd.Parts) != 1 || len(cmd.Parts[0].Words) != 2 {
		t.Fatalf("read %q: %+v", src, cmd)
	}
	return cmd.Parts[0].Words[1]
}

// holdsPlainList reports whether w has a brace list braceWords expands.
func holdsPlainList(w Word) bool {
	for _, s := range w.Segs {
		if _, ok := braceList(s.Text); ok && s.Kind == SegBrace {
			return true
		}
	}
	return false
}
