// Package cards renders what the desk shows about a command: an ask, or an
// explanation of a policy's answer, as a card. A card holds the command
// with each part highlighted, the parse tree the reader made of it, the
// rules that decided each part and why, the suggested narrowest pattern
// with its widenings, and the guard rails' verdict on turning it into a
// rule. Cards are plain strings sized to a width, for the tui package and
// for golden files alike.
//
// Everything an agent sends (the command, its name, its reason, paths) is
// untrusted, and the package draws it only through the safe-display
// functions below. Every style comes from one [Styles] value.
//
// # Safe display of untrusted text
//
// Untrusted text may hold terminal escape sequences, controls, bidi
// overrides, zero-width characters or invalid UTF-8, or be megabytes long.
// It never reaches the terminal as it is:
//
//   - [Sanitize] (one line) and [SanitizeLines] (newlines kept) cut it into
//     [Run]s of text shown as it is and escapes in the notation of Go and
//     bash $'…' strings: \e for ESC, \n, \t, \r and the other lettered
//     controls, \xNN for other control bytes and invalid UTF-8, \uNNNN and
//     \UNNNNNNNN for invisible, format, private-use, unassigned and
//     width-ambiguous code points. Every byte is accounted for. [Escape]
//     returns the same as one plain string.
//   - Letters are shown as themselves, except a letter that looks like an
//     ASCII one (a Cyrillic а or ѕ, a Greek ο) in a word that could pass
//     for ASCII, every other character of it ASCII or such a letter too:
//     it is escaped (ex\u0430mple.com, get.k3\u0455.io), while a word of
//     Russian or Greek keeps its letters. So is a sign that reads as an
//     ASCII one (a U+2010 hyphen for -, a division slash for /): a card
//     must not show \u2010\u2010dry-run as the option it imitates. A
//     combining mark on an ASCII
//     character is escaped too, wherever it stands (cl\u0307aude,
//     /srv/da\u0307ta): a dot or an accent on a letter is what makes a
//     name or a path read as its neighbour. A precomposed letter (é, ȧ)
//     is drawn as itself, since names and words are spelled with them;
//     where the desk compares names and commands for look-alikes (the
//     ≈ mark), it compares them with their marks taken off, so «claudé»
//     beside «claude» carries ≈. [ForeignHosts] finds the hosts
//     with letters outside ASCII (of URLs, user@host words, and bare
//     dotted words that could pass for ASCII) and the punycode hosts
//     (xn--…), and the card names each under the command
//     ([ForeignHost.Note]).
//   - [SafeQuoted] draws an agent's words where they stand among the
//     desk's own, in quotes ([Glyphs.Quote]) they cannot close.
//   - [SafeLine] draws one line of at most a given number of cells, escapes
//     in [Styles.Escape], and ends a cut line with what it hides
//     ("… +1.0 MB").
//   - [SafeBlock] wraps text at the cell into at most a given number of
//     lines, marking each wrap ([Glyphs.Wrap]), and returns how many bytes
//     are left; [SafeBlockFrom] and [LineIndex] page through the rest.
//
// These read only the part of the text they show, so a 1 MB command costs a
// queue row what a short one does, and they measure in cells as lipgloss
// and a wcwidth terminal (tmux) both do, so a layout never overflows.
//
// # Cards
//
// [RenderCard] draws a [Card] (plain data the tui fills from the queue) as
// lines for a viewport, and [CardSections] as titled [Section]s:
//
//   - the header: the ask, who asks, where, when it was asked, its deadline
//     and its decision;
//   - the command behind a gutter, exactly as it reads, each part in the
//     style of its outcome and the words its deciding rule matched
//     underlined; under each line, lines of marks that say the same
//     without colour: the parts' numbers ("1──── 2──") when there are
//     several, and carets under the deciding words ("^^^") followed by
//     what they did ("refused by r2"); then a count of what is not shown,
//     and the deciding part when it starts past the lines shown;
//   - the verdict: outcome, rule, reason, the deciding part by its
//     number, what could not be read in plain words, and what the policy
//     answers now when it has changed;
//   - the parse tree: lists, pipelines, substitutions and nested command
//     strings as labelled nodes, each part with its number, what it runs,
//     the wrappers peeled from it, its outcome, rule and reason, and each
//     unreadable thing in plain words ([UnreadableWords]; reports keep
//     the codes) with its detail;
//   - shadow rules' verdicts, and the suggested narrowest pattern with the
//     guard rails' verdict on allowing it.
//
// [RenderExplain] draws the same command, verdict and tree as text for
// `ozdesk policy explain`. Drawing takes the time to draw at (nothing reads
// the clock), so cards are pure functions of their data and golden files
// stay stable, and it reads only the part of a long command it shows.
//
// # Styles
//
// [NewStyles] builds the styles from a few semantic colours (allow, ask,
// refuse, unreadable, muted, accent, escape, selection, border) for the
// terminal's background and colour profile; [PlainStyles] serves NO_COLOR
// and terminals without colour with attributes only. Meaning never rides on
// colour alone: an outcome is drawn as a mark and a word
// ([Styles.Outcome]), escapes start with a backslash and are reverse video.
// [UnicodeGlyphs] and [ASCIIGlyphs] are the two sets of marks and frames;
// [UTF8Locale] chooses between them.
package cards
