package patterns

import (
	"slices"
	"strconv"

	"mvdan.cc/sh/v3/syntax"
)

// Brace expansion multiplies words: {a,b}{a,b}{a,b} is eight, {1..100000}
// a hundred thousand. What a word expands to is counted against
// [DefaultMaxWords] from the parsed braces, with arithmetic that stops
// counting past the limit, before any word is made.

// braceExtra returns how many more words than one w's brace expansions
// make, counting no higher than most+1 (past the limit of most).
func braceExtra(w *syntax.Word, most int) int {
	if w == nil || !hasBraceLit(w.Parts) {
		return 0
	}
	split := &syntax.Word{Parts: slices.Clone(w.Parts)}
	if !syntax.SplitBraces(split) {
		return 0
	}
	return partsProduct(split.Parts, max(most+2, most)) - 1 // most+2 wraps only at MaxInt
}

// partsProduct returns how many words parts expand to: the product of
// their brace expansions' counts, counting no higher than most.
func partsProduct(parts []syntax.WordPart, most int) int {
	n := 1
	for _, p := range parts {
		if be, ok := p.(*syntax.BraceExp); ok {
			n = satMul(n, braceCount(be, most), most)
		}
	}
	return n
}

// braceCount returns how many words one brace expansion makes, counting
// no higher than most: a list the sum of its elements' words, a sequence
// its length.
func braceCount(be *syntax.BraceExp, most int) int {
	if be.Sequence {
		return sequenceCount(be, most)
	}
	n := 0
	for _, e := range be.Elems {
		n = satAdd(n, partsProduct(e.Parts, most), most)
	}
	return max(n, 1)
}

// sequenceCount returns the length of {A..B} or {A..B..STEP}, counting no
// higher than most. Numbers too large for 64 bits count as most; a
// sequence bash would not expand counts as one word.
func sequenceCount(be *syntax.BraceExp, most int) int {
	if len(be.Elems) < 2 {
		return 1
	}
	ends := make([]string, len(be.Elems))
	for i, e := range be.Elems {
		ends[i] = e.Lit()
	}
	step := int64(1)
	if len(ends) > 2 {
		s, err := strconv.ParseInt(ends[2], 10, 64)
		if err != nil {
			return most // a step past 64 bits: bash's own overflow, not read
		}
		step = max(s, -s, 1) // bash ignores the sign, and 0 is 1
	}
	a, errA := strconv.ParseInt(ends[0], 10, 64)
	b, errB := strconv.ParseInt(ends[1], 10, 64)
	switch {
	case errA == nil && errB == nil:
	case len(ends[0]) == 1 && len(ends[1]) == 1 && errA != nil && errB != nil:
		a, b = int64(ends[0][0]), int64(ends[1][0]) // {a..z}
	case isNumberish(ends[0]) && isNumberish(ends[1]):
		return most // past 64 bits
	default:
		return 1
	}
	lo, hi := min(a, b), max(a, b)
	span := uint64(hi) - uint64(lo) // no overflow: the difference of two int64s fits a uint64
	n := span/uint64(step) + 1
	if n > uint64(most) {
		return most
	}
	return int(n)
}

// isNumberish reports whether s is digits with an optional sign.
func isNumberish(s string) bool {
	if s != "" && (s[0] == '-' || s[0] == '+') {
		s = s[1:]
	}
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// satAdd returns a+b, or most when that is larger (0 ≤ a, b ≤ most).
func satAdd(a, b, most int) int {
	if a > most-b {
		return most
	}
	return a + b
}

// satMul returns a*b, or most when that is larger (a, b ≥ 0).
func satMul(a, b, most int) int {
	if a == 0 || b == 0 {
		return 0
	}
	if a > most/b {
		return most
	}
	return min(a*b, most)
}
