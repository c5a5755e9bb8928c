package patterns

// An evaluation remembers how it judged each word against each class
// (Context.judge). It was one map keyed by class, argument, word and
// context, pre-sized to 36 entries a part: for a 999-stage pipeline some
// 27,000 judgements in a table of several MiB, each look-up hashing two
// strings and missing the cache, the table's making and its look-ups a
// third of the pipeline's CPU time (fx44c). The judgements are filed by
// word instead: a small map from (word, context) to a chain of that
// word's judgements, newest first, in one slice. A part's words are
// judged against a few dozen classes, so a look-up walks a short chain
// of entries made together; a word judged against more than
// judgedChainMax classes and arguments (an operator's many rules) has
// the rest kept in a map keyed as before, so no walk is longer than that.

// judgedChainMax is how many judgements of one word its chain holds.
const judgedChainMax = 64

// judgedMemo is an evaluation's judgements, filed by word.
type judgedMemo struct {
	// words gives each (word, context) judged its chain in chains.
	words  map[shapeKey]int32
	chains []judgedChain
	// list holds every chain's entries, in the order they were made.
	list []judgedEntry
	// more holds the judgements past a full chain's.
	more map[judgeKey]Judgement
	// last is the word looked up last and at its chain (0 when none,
	// else one more than its position): a part's program word is
	// judged against its classes in a row, and a look-up of words for
	// each was a fifth of the memo's cost.
	last   shapeKey
	lastAt int32
}

// chain returns the position in chains of wk's chain, if it has one.
func (m *judgedMemo) chain(wk shapeKey) (int32, bool) {
	if m.lastAt != 0 && m.last == wk {
		return m.lastAt - 1, true
	}
	ci, ok := m.words[wk]
	if ok {
		m.last, m.lastAt = wk, ci+1
	}
	return ci, ok
}

// judgedChain is one word's judgements: last is one more than the
// position in list of the newest (0 when none), n how many there are,
// and seen has bit cls%128 set for each class judged (judgeKey.cls). A
// part's program word is judged against some 28 classes in a row, each
// a miss that walked the whole chain, comparing class names: 400
// comparisons a part of a 999-stage pipeline (fx45c). A class not seen
// is now a miss without a walk.
type judgedChain struct {
	last, n int32
	seen    [2]uint64
}

// judgedEntry is one judgement of a word, its class told by its number
// (judgeKey.cls: Context.judge files no class not in the registry); prev
// is one more than the position of the word's judgement made before it
// (0 when none).
type judgedEntry struct {
	arg       string
	j         Judgement
	prev, cls int32
}

// seenBit returns the word of judgedChain.seen and the bit in it that
// stand for class cls.
func seenBit(cls int32) (int, uint64) {
	b := uint32(cls) % 128
	return int(b / 64), 1 << (b % 64)
}

// get returns the judgement remembered for k, if any.
func (m *judgedMemo) get(k judgeKey) (Judgement, bool) {
	ci, ok := m.chain(shapeKey{k.w, k.ctx})
	if !ok {
		return Judgement{}, false
	}
	ch := &m.chains[ci]
	if w, bit := seenBit(k.cls); ch.seen[w]&bit != 0 {
		for i := ch.last; i != 0; {
			e := &m.list[i-1]
			if e.cls == k.cls && e.arg == k.arg {
				return e.j, true
			}
			i = e.prev
		}
	}
	if ch.n < judgedChainMax {
		return Judgement{}, false
	}
	j, ok := m.more[k]
	return j, ok
}

// put remembers j for k, which get did not find; size is about how many
// judgements the evaluation will make, for the first put.
func (m *judgedMemo) put(k judgeKey, j Judgement, size int) {
	if m.words == nil {
		m.words = make(map[shapeKey]int32, max(size/judgedPerPart, judgedStart/4))
		m.list = make([]judgedEntry, 0, size)
	}
	wk := shapeKey{k.w, k.ctx}
	ci, ok := m.chain(wk)
	if !ok {
		ci = int32(len(m.chains))
		m.chains = append(m.chains, judgedChain{})
		m.words[wk] = ci
		m.last, m.lastAt = wk, ci+1
	}
	ch := &m.chains[ci]
	if ch.n >= judgedChainMax {
		if m.more == nil {
			m.more = map[judgeKey]Judgement{}
		}
		m.more[k] = j
		return
	}
	m.list = append(m.list, judgedEntry{arg: k.arg, j: j, prev: ch.last, cls: k.cls})
	ch.last = int32(len(m.list))
	ch.n++
	w, bit := seenBit(k.cls)
	ch.seen[w] |= bit
}
