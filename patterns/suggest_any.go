package patterns

// maxAnyRungs bounds the words [Suggestion.OfferAny] offers ** for: each
// costs a match of the part.
const maxAnyRungs = 64

// OfferAny ends the ladder of each operand of the suggestion for part
// s.Part of cmd with **: the word, and the words beside it, may be
// anything (in an allow, any flags too). It is the one rung past *, so
// that widening a word never takes the words after it
// ([Suggestion.SetTail] does that, when asked). A word gets the rung only
// when the pattern with that word alone widened to ** still certainly
// matches the part: with a flag whose arity is in doubt (pkill -f node:
// is node -f's value?) a ** in its place would not, and the suggestion
// must always match the ask it comes from. A flag gets no ** rung: a **
// in its place would be a ** at the end of the pattern (a flag is matched
// wherever it stands), taking any operand and any option with it, and
// widening one flag must not widen every word (issue 9 §4, rt45k HIGH-1:
// ↑ on curl's -f gave `curl -s -S -L -o=k3s.sh [host:get.k3s.io] **`).
// ctrl+t (SetTail) still puts ** from a word on, asked for as such. Each
// rung costs a match of
// the part, so only an editor that offers the ladders asks for them, and
// only the first 64 words get one. Call it once, on a fresh suggestion.
func (s *Suggestion) OfferAny(cmd *Command, ctx *Context) {
	if s.Part < 0 || s.Part >= len(cmd.Parts) {
		return
	}
	check := egressFor(cmd.Parts[s.Part], ctx)
	for k := 1; k < len(s.Slots) && k <= maxAnyRungs; k++ {
		sl := &s.Slots[k]
		if sl.Kind == SlotRedir || sl.Kind == SlotFlag || sl.Ladder[len(sl.Ladder)-1].Kind == ElemStarStar {
			continue
		}
		sl.Ladder = append(sl.Ladder, Elem{Kind: ElemStarStar})
		sl.Level = len(sl.Ladder) - 1
		_, ok := s.Pattern().MatchAt(cmd, s.Part, check, Certainly)
		sl.Level = 0
		if !ok {
			sl.Ladder = sl.Ladder[:len(sl.Ladder)-1]
		}
	}
}

// egressFor is ctx with the hosts of the part's literal URLs on the
// egress list: whether a rung keeps the suggestion matching its part is a
// question of its shape; the download rail says apart whether the host
// may be fetched from.
func egressFor(p *Part, ctx *Context) *Context {
	var hosts []string
	for _, w := range p.Words {
		if v, ok := w.Literal(); ok {
			if h, ok := urlHost(v); ok {
				hosts = append(hosts, h)
			}
		}
	}
	if len(hosts) == 0 {
		return ctx
	}
	c := Context{}
	if ctx != nil {
		c = *ctx
	}
	c.Egress = append(append([]string(nil), c.Egress...), hosts...)
	return &c
}
