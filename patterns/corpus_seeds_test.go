package patterns

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// DecodeCorpusCommand undoes the escapes of testdata/corpus.tsv's command
// column: \n is a newline, \t a tab, \\ a backslash, \0 a NUL byte; any
// other backslash stands for itself. It is exported for corpus_test.go,
// which is in the external test package.
func DecodeCorpusCommand(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 == len(s) {
			b.WriteByte(c)
			continue
		}
		switch s[i+1] {
		case 'n':
			b.WriteByte('\n')
		case 't':
			b.WriteByte('\t')
		case '\\':
			b.WriteByte('\\')
		case '0':
			b.WriteByte(0)
		default:
			b.WriteByte(c)
			continue
		}
		i++
	}
	return b.String()
}

// corpusSeeds are the commands of testdata/corpus.tsv, as seeds for the
// fuzz targets.
func corpusSeeds(tb testing.TB) []string {
	tb.Helper()
	f, err := os.Open("testdata/corpus.tsv")
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 1<<16), 1<<20)
	for sc.Scan() {
		cols := strings.Split(sc.Text(), "\t")
		if len(cols) == 6 && !strings.HasPrefix(cols[0], "#") && cols[0] != "family" {
			out = append(out, DecodeCorpusCommand(cols[4]))
		}
	}
	if err := sc.Err(); err != nil {
		tb.Fatal(err)
	}
	return out
}
