package patterns

import (
	"strings"
	"testing"

	"ozdesk.dev/ozdesk/patterns/worstcase"
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

// onlyWord reads src, a part of two words, and returns its second word;
// the words limit is raised, for words the default one would refuse.
func onlyWord(t *testing.T, src string) Word {
	t.Helper()
	cmd := Read(src, MaxWords(1<<50))
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

// TestBraceWordsLimit: the words a brace expansion makes count toward the
// words limit before any is made, so past it the command is unreadable
// and asks, naming the limit; everyday braces are read as before.
func TestBraceWordsLimit(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	lists := func(n int) string { return strings.Repeat("{a,b}", n) }
	for _, c := range []struct {
		name string
		src  string
		over bool    // unreadable by the words limit
		want Outcome // for a readable command: the defaults' outcome
	}{
		{"a backup copy", "cp f{,.bak}", false, Allow},
		{"directories", "mkdir -p src/{a,b,c}", false, Allow},
		{"a short sequence", "echo {1..10}", false, Allow},
		{"letters", "echo {a..z}", false, Allow},
		{"lists under the limit", "echo " + lists(11), false, Allow}, // 2048 words
		{"a sequence at the limit", "echo {1..4095}", false, Allow},  // 4096 words with echo
		{"a sequence just past the limit", "echo {1..4096}", true, Ask},
		{"lists past the limit", "echo " + lists(13), true, Ask},
		{"forty lists", "rm -rf " + lists(40) + "/x", true, Ask},
		{"lists in a path", "rm -rf ../" + lists(18), true, Ask},
		{"a long sequence", "echo {1..100000}", true, Ask},
		// Bash leaves a sequence it cannot count in 64 bits as it is: one word.
		{"a sequence past 64 bits", "echo {1..99999999999999999999}", false, Allow},
		{"a sequence from the lowest number", "echo {-9223372036854775808..9223372036854775807}", false, Allow},
		{"a sequence near the highest number", "echo {9223372036854775800..9223372036854775807}", false, Allow},
		{"a long sequence near the highest number", "echo {9223372036854700000..9223372036854775807}", true, Ask},
		{"a stepped sequence", "echo {1..1000000..100}", true, Ask},
		{"a step of zero", "echo {1..5000..0}", true, Ask},
		{"a negative step", "echo {1..5000..-1}", true, Ask},
		{"letters cubed", "echo {a..z}{a..z}{a..z}", true, Ask},
		{"nested lists", "echo {x," + lists(13) + "}", true, Ask},
		{"lists nested deep", "echo " + worstcase.Nest("{a,", "b", "}", 1000), false, Allow},
		{"lists nested deep and wide", "echo " + worstcase.Nest("{{1..99},", "b", "}", 1000), true, Ask},
		{"a list of sequences", "echo {{1..3000},{1..3000}}", true, Ask},
		{"in a redirection", "echo x >" + lists(13), true, Ask},
		{"in an array", "a=(" + lists(13) + ")", true, Ask},
		{"in declare", "declare x" + lists(13), true, Ask},
		{"in a substitution", "echo $(echo " + lists(13) + ")", true, Ask},
		{"in a nested string", "bash -c 'echo " + lists(13) + "'", true, Ask},
		{"summed over nested strings", "bash -c 'echo {1..3000}'; echo {1..3000}", true, Ask},
		{"quoted braces are one word", "echo '" + lists(40) + "'", false, Allow},
		{"escaped braces are one word", `echo \` + strings.Join(strings.Split(lists(40), ""), `\`), false, Allow},
		{"not a sequence", "echo {1..x}" + strings.Repeat("{1..x}", 40), false, Allow},
	} {
		t.Run(c.name, func(t *testing.T) {
			cmd := Read(c.src)
			v := pol.Evaluate(cmd, testContext(), testNow)
			if !c.over {
				if !cmd.Readable() {
					t.Fatalf("unreadable: %+v", cmd.Unreadable)
				}
				if v.Outcome != c.want {
					t.Fatalf("decided %s by %q, want %s", v.Outcome, v.Rule, c.want)
				}
				return
			}
			if len(cmd.Parts) != 0 || len(cmd.Unreadable) != 1 || cmd.Unreadable[0].Code != UnreadableWords {
				t.Fatalf("%d parts, unreadable %+v; want only %s", len(cmd.Parts), cmd.Unreadable, UnreadableWords)
			}
			if v.Outcome != Ask || v.Rule != UnreadableRule || !strings.Contains(v.Reason, "4096 words") {
				t.Fatalf("decided %s by %q (%q), want ask by %s naming the limit", v.Outcome, v.Rule, v.Reason, UnreadableRule)
			}
		})
	}
}
