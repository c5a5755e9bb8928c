package patterns

import "strings"

// The value parser of [secret-fileopt] (class_secret_fileopt.go): where
// in an option's value the files it names lie, by the value's form.

// fileForm is how an option's value holds the files it names.
type fileForm uint8

const (
	// formPath: the value is one file (`--env-file F`, `--data-file F`).
	formPath fileForm = iota
	// formList: files separated by commas (helm's `-f a.yaml,b.yaml`).
	formList
	// formKeyList: KEY=FILE items separated by commas, or a FILE with no
	// key (helm's `--set-file k=F,j=G`, kubectl's `--from-file=[k=]F`,
	// gcloud's `--metadata-from-file ssh-keys=F`).
	formKeyList
	// formSrc: KEY=VALUE items separated by commas whose src= or source=
	// item is the file (`--secret id=aws,src=F`); the others name none.
	formSrc
	// formAt: the file follows an @ at the value's start or after a
	// KEY= (az's `--value @F`, vault's `k=@F`, `@F`).
	formAt
)

// valueSpan is the byte range of one file's name in a value.
type valueSpan struct{ start, end int }

// valueFiles returns the spans of v that name files, for form. A span
// may be empty (`src=`); a caller that reads only v's literal start keeps
// an empty span at v's end, where the word's unknown rest is the file.
func valueFiles(form fileForm, v string) []valueSpan {
	switch form {
	case formPath:
		return []valueSpan{{0, len(v)}}
	case formAt:
		if strings.HasPrefix(v, "@") {
			return []valueSpan{{1, len(v)}}
		}
		if k := strings.IndexByte(v, '='); k > 0 && strings.HasPrefix(v[k+1:], "@") {
			return []valueSpan{{k + 2, len(v)}}
		}
		return nil
	}
	var out []valueSpan
	for start := 0; start <= len(v); {
		end := strings.IndexByte(v[start:], ',')
		if end < 0 {
			end = len(v)
		} else {
			end += start
		}
		if s, ok := listItemFile(form, v, start, end); ok {
			out = append(out, s)
		}
		start = end + 1
	}
	return out
}

// listItemFile returns the span of the file that the comma list's item
// v[start:end] names, for form.
func listItemFile(form fileForm, v string, start, end int) (valueSpan, bool) {
	item := v[start:end]
	switch form {
	case formList:
		return valueSpan{start, end}, true
	case formKeyList:
		if k := strings.IndexByte(item, '='); k >= 0 {
			return valueSpan{start + k + 1, end}, true
		}
		return valueSpan{start, end}, true
	case formSrc:
		for _, key := range []string{"src=", "source="} {
			if strings.HasPrefix(item, key) {
				return valueSpan{start + len(key), end}, true
			}
		}
	}
	return valueSpan{}, false
}

// filesInValue returns the words of the files that option value w names,
// for form: literal spans as literal words, and a span reaching the end
// of w's literal start, when w goes on past it (`src=$HOME/.aws/…`), as
// the rest of w, cut at the next literal comma for a list.
func filesInValue(form fileForm, w Word) []Word {
	lead := leadingLiteral(&w)
	_, literal := w.Literal()
	var out []Word
	for _, s := range valueFiles(form, lead) {
		if s.end < len(lead) || literal {
			if s.end > s.start {
				out = append(out, LitWord(lead[s.start:s.end]))
			}
			continue
		}
		rest := trimWordPrefix(w, lead[:s.start], false)
		if form != formPath && form != formAt {
			rest = cutAtComma(rest)
		}
		out = append(out, rest)
	}
	return out
}

// cutAtComma returns w up to its first comma in literal text, its
// segments copied (so that no memo takes it for w: match_scratch.go).
func cutAtComma(w Word) Word {
	out := Word{Raw: w.Raw, Span: w.Span}
	for _, s := range w.Segs {
		if s.Kind == SegLit {
			if k := strings.IndexByte(s.Text, ','); k >= 0 {
				if k > 0 {
					s.Text = s.Text[:k]
					out.Segs = append(out.Segs, s)
				}
				return out
			}
		}
		out.Segs = append(out.Segs, s)
	}
	return out
}
