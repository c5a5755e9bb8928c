package patterns

import "strings"

// Because is why a part was asked about or refused: the word of the
// command the deciding rule's pattern matched on, what it was matched as,
// and whether the pattern certainly matches or only might (eval_because.go
// says how the word is chosen).
type Because struct {
	// Span is where the word stands in Command.Source: the word itself,
	// or, for a word the reader made (a path a delete was read as) or one
	// read from a nested string whose text does not stand as written in
	// the command, the word it came from or the part. It is never empty
	// for a command that is not.
	Span Span
	// Class is what the word was matched as: a class (device,
	// credentials, home …); the element of the pattern that names the word
	// by its text (destroy, delete-*, --force), or "" when none does; for
	// the floor, the code of what could not be read.
	Class string
	// Certain reports that the pattern certainly matches the part;
	// otherwise it only might, and the word is the one that might be
	// something else (a word whose value is not known here, or that only
	// might be of the class).
	Certain bool
	// Known reports that the word's value is known (literal text).
	Known bool
	// Within reports that Span covers more than the word: the text the
	// word was read from (a nested string that does not stand as written
	// in the command, a part whose word the reader made).
	Within bool
	// Effect says what the part does to the word: "writes", "reads",
	// "deletes", "runs", or "".
	Effect string
	// Matches are, for a glob that might name a path ozdesk protects,
	// the protected names it might match where the part runs
	// (crush.json, opencode.json), at most four; else nil.
	Matches []string
	// Dirless reports that the word is a relative path and the directory
	// the part runs in is not known (a cd to an unknown place, `cd -`
	// after two moves, popd): what it names depends on that directory
	// (rt19i #10).
	Dirless bool
	// Hosts are, for a token the part sends ([secret-value]), the hosts
	// it sends to that are off the egress list (because_hosts.go), at
	// most four; else nil.
	Hosts []string
}

// Certainty returns "certain" or "might".
func (b *Because) Certainty() string {
	if b.Certain {
		return "certain"
	}
	return "might"
}

// classPhrases name what a word of each class is, for a sentence.
var classPhrases = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"home":            "your home directory, a directory holding it or all its entries",
		"force-refspec":   "a forced push of a default branch",
		"delete-refspec":  "a delete of a default branch",
		"default-branch":  "a default branch",
		"protected":       "a path ozdesk protects",
		"protected-made":  "a path ozdesk protects",
		"store-text":      "ozdesk's store named inside the text",
		"credentials":     "credentials",
		"device":          "a block device",
		"data-delete":     "database code that deletes data",
		"setuid-mode":     "a set-user-ID mode",
		"setgid-mode":     "a set-group-ID mode",
		"setgid-file":     "a file a set-group-ID mode makes run with its group (a directory would only pass its group on)",
		"mode-reference":  "a file whose mode, set-ID bits and all, is copied",
		"ozdesk":          "ozdesk itself",
		"host":            "the host the rule names",
		"egress":          "a host on the egress list",
		"url":             "a URL",
		"remote-code":     "code fetched from a URL or a repository",
		"cli-delete":      "the delete verb of a service's CLI the defaults do not know (tool NOUN delete)",
		"workload-change": "a change made in place to a running workload (its image, environment or resources swapped), which can take it down as surely as a delete",
		"pod-path":        "a path in a cluster's pod, on another machine",
		"shell":           "a shell",
		"interpreter":     "a shell or an interpreter",
		"downloader":      "a downloader",
		"git-repo":        "a git repository's own store",
		"stdin-code":      "a program that runs or applies what it is fed",
		"plan-apply":      "an apply of a plan no person was shown, which may delete",
		"stack-deploy":    "a deploy of a stack whose changes no person was shown, which may replace or delete its resources",
		"git-dir-config":  "git runs in a repository whose configuration runs a program",
		"git-tree-change": "git writes another commit's or a patch's files over the work tree, or throws away its untracked or changed files, guarded ones among them",
		"inside-workdir":  "a path inside the working directory",
		"outside-workdir": "a path outside the working directory",
	}
}}

// effectPhrases say what the part then does, for a sentence.
var effectPhrases = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"writes":  "this overwrites it",
		"reads":   "this reads it",
		"deletes": "this deletes it",
		// git writing another commit over the work tree (rt21d #12)
		"overwrites or deletes": "this overwrites or deletes it",
		"runs":                  "this runs it",
	}
}}

// Sentence says the evidence in words, with word the text Span covers:
// "`$OUT` is not known here; if it names a block device, this
// overwrites it". The word is quoted as given: the caller draws the
// sentence through the safe display.
func (b *Because) Sentence(word string) string {
	q := "`" + word + "`"
	if b.Within {
		q = "a word of " + q
	}
	what, isClass := classPhrases.get()[b.Class]
	if !isClass && b.Class != "" {
		what = "`" + b.Class + "`"
	}
	then := effectPhrases.get()[b.Effect]
	var s strings.Builder
	switch {
	case isUnreadableCode(b.Class):
		s.WriteString(q + " cannot be read with certainty (" + b.Class + ")")
	case b.Certain && word == sysrqTrigger:
		s.WriteString(q + " is the kernel's SysRq trigger; this reboots, powers off or crashes the machine without syncing its disks")
	case b.Certain && isClass:
		s.WriteString(q + " is " + what)
		if then != "" {
			s.WriteString("; " + then)
		}
	case b.Certain && b.Class == word && !b.Within:
		s.WriteString("the rule's pattern names " + q)
	case b.Certain && b.Class != "":
		s.WriteString(q + " matches " + what + " in the rule's pattern")
	case b.Certain:
		s.WriteString("the rule's pattern matches " + q)
	case b.Within && b.Effect != "" && what != "":
		// A path the reader made from the part (the tree git clean
		// deletes, a name a copy writes): the part's text is known, what
		// the path is may not be.
		// The span is the part (its text has blanks) or the word the path
		// was made from (a copy's destination, find's root).
		src := "a path in `" + word + "`"
		if strings.ContainsAny(word, " \t") {
			src = "a path `" + word + "` " + b.Effect
		}
		s.WriteString(src + " " + map[bool]string{true: "might name", false: "might be"}[pathClasses.get()[b.Class]] + " " + what)
		if then != "" {
			s.WriteString("; if it does, " + then)
		}
	case !b.Known && len(b.Matches) > 0:
		s.WriteString(q + " might match " + strings.Join(b.Matches, ", ") + ", which ozdesk protects")
		if then != "" {
			s.WriteString("; if it does, " + strings.TrimSuffix(then, " it") + " " + map[bool]string{true: "them", false: "it"}[len(b.Matches) > 1])
		}
	case !b.Known && what != "":
		s.WriteString(q + " is not known here; if it " + verbFor(b.Class) + " " + what)
		if then != "" {
			s.WriteString(", " + then)
		} else {
			s.WriteString(", the rule applies")
		}
	case !b.Known:
		s.WriteString(q + " is not known here; the rule might apply")
	case what != "":
		if b.Dirless {
			s.WriteString("the directory this runs in is not known here, so ")
		}
		s.WriteString(q + " might " + map[bool]string{true: "name", false: "be"}[pathClasses.get()[b.Class]] + " " + what)
		if then != "" {
			s.WriteString("; if it is, " + then)
		}
	default:
		s.WriteString("the rule's pattern might match " + q)
	}
	s.WriteString(hostsSentence(b.Hosts))
	return s.String()
}

// isUnreadableCode reports whether s is the code of an [Unreadable].
func isUnreadableCode(s string) bool {
	switch UnreadableCode(s) {
	case UnreadableParse, UnreadableEval, UnreadableProgram, UnreadablePipeShell, UnreadableHereShell,
		UnreadableProcShell, UnreadableNestedDynamic, UnreadableDepth, UnreadableSize,
		UnreadableWrapperOption, UnreadableNUL, UnreadableCR, UnreadableParts, UnreadableWords, UnreadableWrites, UnreadableNesting,
		UnreadableExplanation, UnreadableMadeRun, UnreadableRebound, UnreadableForeignCode, UnreadableSecondEval:
		return true
	}
	return false
}

// pathClasses are the classes of paths: a word names one.
var pathClasses = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"home": true, "protected": true, "protected-made": true, "credentials": true, "device": true,
		"inside-workdir": true, "outside-workdir": true,
	}
}}

// verbFor returns how a sentence says a word is of the class.
func verbFor(class string) string {
	if pathClasses.get()[class] {
		return "names"
	}
	return "is"
}
