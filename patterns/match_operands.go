package patterns

import "strings"

// opView is an operand word as the operand matcher sees it.
type opView struct {
	idx int // index into Part.Words
	// one: the word is exactly one operand; many: it may be several (an
	// unquoted expansion, a glob) — in Certainly mode only ** takes those.
	one, many bool
	// skip: the word may be no operand at all (a flag, or an expansion to
	// nothing); forced: it must be none (it stands for a flag).
	skip, forced bool
	// flagLike: its value is unknown and it stands where a flag may, so it
	// might be a flag.
	flagLike bool
	// free: once split its words are unconstrained.
	free bool
	// pastVerb: it stands past the program's verb (match_verbs.go).
	pastVerb bool
}

// views prepares a reading's operands, in buf when it has room.
func (m *matcher) views(r *Reading, buf []opView) []opView {
	out := buf[:0]
	if cap(buf) < len(r.Operands) {
		out = make([]opView, 0, len(r.Operands))
	}
	out = out[:len(r.Operands)]
	for k, wi := range r.Operands {
		sh := m.shape(wi)
		f := m.fieldsOf(wi)
		_, certain := sh.certain()
		v := opView{idx: wi, free: f.free}
		v.flagLike = wi < r.OptionsEnd && (!certain || f.many) && (f.free || sh.mightStartWithDash()) &&
			!envOperand(m.part, &m.part.Words[wi]) && !isItemsWord(&m.part.Words[wi]) &&
			!isReplacedItem(m.part, &m.part.Words[wi]) && !branchNameSubst(m.part.Words[wi])
		switch {
		case m.mode == Certainly:
			v.one = !f.many
		case f.many:
			v.many, v.skip = true, f.none || v.flagLike
		default:
			v.one, v.skip = true, v.flagLike
		}
		out[k] = v
	}
	m.pastVerbs(r, out)
	return out
}

// elemOp matches operand element e against one word of view v.
func (m *matcher) elemOp(e *Elem, v *opView) bool {
	if m.mode == Might && e.Kind == ElemClass && (modeChangers.get()[m.part.Program] || pathMakers.get()[m.part.Program]) &&
		envSpared(e.Class, &m.part.Words[v.idx], m.part) {
		return false // chmod +x "$SCRIPT": the environment's, not the line's (class_env.go)
	}
	if m.spareSettings(e, v) {
		return false // git clean -fd, git reset --hard: untracked or staged files only (match_files.go)
	}
	if m.spareHome(e, v) {
		return false // rm -f "$LOG" deletes a file, never the home (match_files.go)
	}
	if v.free {
		// A word that splits into fields might be any of them; a class
		// that reads the word's text (a substitution naming ozdesk) is
		// asked about the word too, and so is one whose judgement holds
		// for every field when the evidence is measured (match_splitkept.go).
		if (m.mode == Might || m.splitKept(e)) && e.Kind == ElemClass && m.elemWord(e, &m.part.Words[v.idx], m.shape(v.idx)) {
			return true
		}
		return m.elemWord(e, m.anyOne(), anyShape)
	}
	return m.elemWord(e, &m.part.Words[v.idx], m.shape(v.idx))
}

// The operand matcher is a dynamic program over (words consumed, elements
// consumed), with a second state for a word that may stand for several
// operands and has given at least one ("open"). It runs in time
// O(words × elements) with two rows of state, so a pattern of bounded size
// (MaxStageWords) is matched in time linear in the part's length, however
// many ** it holds: no backtracking search. Only when it succeeds is the
// full table kept, to walk back and find which word each element matched.

const (
	stR = 1 // reached at a word boundary
	stO = 2 // inside an open word
)

// operands matches operand elements against operand views and returns the
// word indexes matched by elements other than **.
func (m *matcher) operands(elems []*Elem, views []opView) ([]int, bool) {
	n, k := len(views), len(elems)
	if !m.operandsPass(elems, views, nil) {
		return nil, false
	}
	if (n+1)*(k+1) > 1<<22 {
		return nil, true
	}
	table := make([]uint8, (n+1)*(k+1))
	m.operandsPass(elems, views, table)
	return m.walkBack(elems, views, table), true
}

// operandsPass runs the dynamic program; with a table it records every
// cell, without one it keeps two rows.
func (m *matcher) operandsPass(elems []*Elem, views []opView, table []uint8) bool {
	n, k := len(views), len(elems)
	cur, next := make([]uint8, k+1), make([]uint8, k+1)
	cur[0] = stR
	for i := 0; i <= n; i++ {
		for j := range next {
			next[j] = 0
		}
		for j := 0; j <= k; j++ {
			s := cur[j]
			if s&(stR|stO) == 0 {
				continue
			}
			if j < k && elems[j].Kind == ElemStarStar {
				if s&stR != 0 {
					cur[j+1] |= stR
					if i < n {
						next[j] |= stR
						if views[i].many {
							s |= stO
							cur[j] |= stO
						}
					}
				}
				if s&stO != 0 {
					cur[j+1] |= stO
					next[j] |= stR
				}
				continue
			}
			if i == n {
				continue
			}
			v := &views[i]
			if s&stR != 0 && (v.skip || v.forced) {
				next[j] |= stR
			}
			if s&stO != 0 {
				next[j] |= stR
			}
			if j == k || v.forced || (s&stO == 0 && !v.one && !v.many) {
				continue
			}
			if !m.opAt(elems, j, v) {
				continue
			}
			if s&stR != 0 && v.one {
				next[j+1] |= stR
			}
			if v.many {
				cur[j+1] |= stO
			}
		}
		if table != nil {
			copy(table[i*(k+1):], cur)
		}
		if i == n {
			break
		}
		cur, next = next, cur
	}
	return cur[k]&stR != 0
}

// walkBack follows the recorded table from the end to the start and
// returns the words matched by elements other than **.
func (m *matcher) walkBack(elems []*Elem, views []opView, table []uint8) []int {
	k := len(elems)
	at := func(i, j int) uint8 { return table[i*(k+1)+j] }
	star := func(j int) bool { return j < k && elems[j].Kind == ElemStarStar }
	var out []int
	i, j, open := len(views), k, false
	for steps := 0; (i > 0 || j > 0 || open) && steps < 4*(len(views)+k+2); steps++ {
		if !open {
			switch {
			case j > 0 && star(j-1) && at(i, j-1)&stR != 0:
				j--
			case i > 0 && j > 0 && !star(j-1) && views[i-1].one && !views[i-1].forced &&
				at(i-1, j-1)&stR != 0 && m.opAt(elems, j-1, &views[i-1]):
				out = append(out, views[i-1].idx)
				i, j = i-1, j-1
			case i > 0 && star(j) && at(i-1, j)&stR != 0:
				i--
			case i > 0 && (views[i-1].skip || views[i-1].forced) && at(i-1, j)&stR != 0:
				i--
			case i > 0 && at(i-1, j)&stO != 0:
				i, open = i-1, true
			default:
				return out
			}
			continue
		}
		switch {
		case j > 0 && star(j-1) && at(i, j-1)&stO != 0:
			j--
		case j > 0 && !star(j-1) && at(i, j-1)&(stR|stO) != 0 && m.opAt(elems, j-1, &views[i]):
			out = append(out, views[i].idx)
			j--
			open = at(i, j)&stO != 0
		case star(j) && at(i, j)&stR != 0 && views[i].many:
			open = false
		default:
			return out
		}
	}
	return out
}

// envOperand reports whether w is one quoted variable of the environment
// whose name says it holds an address ("$DATABASE_URL", "$API_HOST",
// "$DB", git's "$REMOTE" and "$UPSTREAM"): the line does not set it, so its value is the harness's, which
// hands a program its addresses that way, not its flags. A name that says it holds options or a command ($OPTS,
// $CURL_FLAGS, $ARGS, $CMD) may be flags, and so may any word given to
// nc, socat and the other senders, whose flags run programs (-e, EXEC:).
// A variable the line sets once to plain literal text (lineFacts.literal)
// is that text: no flag unless it starts with -.
func envOperand(p *Part, w *Word) bool {
	if p == nil || senderPrograms.get()[p.Program] {
		return false
	}
	if v, ok := lineValue(p, *w); ok {
		return !strings.HasPrefix(v, "-") // the line's own plain value: a flag only if it is one
	}
	return envAddress(p, w)
}

// envAddress reports whether w is one variable of the environment,
// quoted or not, whose name says it holds an address (envOperand's
// names), given to a program that is no sender: the line does not set
// it, so its value is the harness's, and an address holds no blank, so
// unquoted it is one word as the quoted form is (fx69c, rt67 G:
// `redis-cli -u $REDIS_URL PING` is `redis-cli -u "$REDIS_URL" PING`).
func envAddress(p *Part, w *Word) bool {
	if p == nil || senderPrograms.get()[p.Program] {
		return false
	}
	if len(w.Segs) != 1 || w.Segs[0].Kind != SegParam || w.Segs[0].Text == "" {
		return false
	}
	name := w.Segs[0].Text
	if p.line == nil || p.line.maySet(name) || bashSets(name) {
		return false
	}
	up := strings.ToUpper(name)
	for _, s := range []string{"OPT", "FLAG", "ARG", "CMD", "COMMAND", "PARAM", "EXTRA"} {
		if strings.Contains(up, s) {
			return false
		}
	}
	for _, s := range []string{"URL", "URI", "DSN", "HOST", "ADDR", "ENDPOINT", "DB", "DATABASE", "POD", "REMOTE", "UPSTREAM"} {
		if strings.Contains(up, s) {
			return true
		}
	}
	return false
}
