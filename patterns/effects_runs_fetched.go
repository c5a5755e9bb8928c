package patterns

import "slices"

// A part that runs a file an earlier part of the line made is unreadable
// (made-then-run: the floor asks, and nothing can allow it). When what
// made that file fetched it from the network, the surest thing to say
// about the part is what cmd.download-run says, that it runs code
// fetched from the network that nobody has read (fx48a, issue 7, rt46:
// `curl -o /tmp/i.sh URL && bash /tmp/i.sh` named the floor, which says
// only that the file is not known). The maker fetched it when it reads
// the network itself (a downloader's -o, -O or redirection: `curl -s URL
// > p.py`, `wget URL`), is git fetching from a URL (`git clone
// https://…`, `git fetch URL`), is fed from the network (`curl … | tee
// a.sh`, `wget -O- … | tar xz`), or unpacks, copies or moves what such a
// maker made (`curl -O URL/a.tgz && tar xf a.tgz && ./a/install`). A
// file made by other means (`echo … > x.sh`, `cp ../x.sh .`, `git clone
// ../other`) stays the floor's. The part's Unreadable names the default
// (eval_floorname_reader.go): the outcome stays the floor's ask, the part
// stays unreadable, and where an operator carved cmd.download-run out,
// the floor is named.

// fetchedMakers returns, per part, whether the part is a maker whose
// files hold what the line fetched from the network. Makers are read in
// the line's order, so a copy of a fetched file is seen as fetched.
func (r *reading) fetchedMakers(parts []*Part, mades [][]made, ord *order, makers []int, dirs []place) []bool {
	fetched := make([]bool, len(parts))
	for _, i := range makers {
		p := parts[i]
		switch {
		case readsNetwork(p) || gitFetchesURL(p) || r.fedFromNetwork(p):
			fetched[i] = true
		default:
			fetched[i] = readsFetched(parts, mades, fetched, ord, i, dirs[i])
		}
	}
	return fetched
}

// gitFetchesURL reports whether git part p clones, fetches or pulls
// from a URL.
func gitFetchesURL(p *Part) bool {
	if p.Program != "git" {
		return false
	}
	verb := false
	for _, w := range p.Args() {
		v, ok := w.Literal()
		switch {
		case !ok:
		case v == "clone" || v == "fetch" || v == "pull":
			verb = true
		case verb && isRemoteURL(v):
			return true
		}
	}
	return false
}

// readsFetched reports whether maker part i, running in dir, reads a
// file that a fetching maker made before it: an argument other than a
// copy's destination, or a file its standard input reads.
func readsFetched(parts []*Part, mades [][]made, fetched []bool, ord *order, i int, dir place) bool {
	p := parts[i]
	ins := p.Args()
	if copyPrograms(p.Program) && len(ins) > 0 {
		ins = ins[:len(ins)-1] // the destination
	}
	for _, rd := range p.Redirs {
		if !rd.Writes {
			ins = append(slices.Clip(ins), rd.Target)
		}
	}
	for _, w := range ins {
		pl, ok := wordPlace(w, dir)
		if !ok {
			continue
		}
		if k, _, hit := madeBefore(parts, mades, ord, i, runsFile{place: pl}); hit && fetched[k] {
			return true
		}
	}
	return false
}

// copyPrograms reports whether name copies, moves or links its operands
// onto its last one.
func copyPrograms(name string) bool {
	switch name {
	case "cp", "mv", "ln", "install", "rsync", "scp":
		return true
	}
	return false
}

// nameFetchedMade names cmd.download-run on part j's unreadable when it
// is the made-then-run of span s and the file's maker fetched it.
func (r *reading) nameFetchedMade(j int, s Span, fetched bool) {
	u := r.cmd.Parts[j].Unreadable
	if fetched && u != nil && u.Code == UnreadableMadeRun && u.Span == s && u.names == "" {
		u.names = floorNamer
	}
}
