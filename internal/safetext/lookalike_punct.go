package safetext

// Shell commands carry their meaning in a few ASCII signs as much as in
// their letters: `--dry-run=client` with two U+2010 hyphens is no option
// but a second name for kubectl to delete, and `rm -rf ~/a∕b` with a
// division slash names a file, not a directory's child (rd69 D1). Such a
// sign outside ASCII that reads as an ASCII one is a look-alike as a
// Cyrillic а is, escaped in a word that could pass for ASCII
// ([lookalikeAt]), and the desk's ≈ compares commands by the ASCII sign
// it reads as ([PunctASCII]).

// punctLookalikes maps the signs outside ASCII that read as an ASCII
// sign, in a terminal font, to that sign: the dashes and minus signs,
// slashes and backslashes, full stops and leaders, tildes, asterisks, the
// Greek question mark (;), colons, vertical bars, equals, dollar,
// ampersand, angle brackets and the full-width forms of them all. Quote
// marks are left out: curly quotes are everyday prose in commit messages,
// and the shell reads neither as a quote.
var punctLookalikes = map[rune]byte{
	// Dashes and minus signs.
	0x2010: '-', 0x2011: '-', 0x2012: '-', 0x2013: '-', 0x2014: '-', 0x2015: '-',
	0x2043: '-', 0x2212: '-', 0x02d7: '-', 0xfe58: '-', 0xfe63: '-', 0xff0d: '-',
	0x2796: '-', 0x2e3a: '-', 0x2e3b: '-', 0x23af: '-', 0x2500: '-', 0x2501: '-',
	// Slashes and backslashes.
	0x2215: '/', 0x2044: '/', 0x2571: '/', 0x29f8: '/', 0xff0f: '/', 0x1735: '/',
	0x2cc6: '/', 0x3033: '/', 0x2216: '\\', 0x29f5: '\\', 0x29f9: '\\', 0xfe68: '\\',
	0xff3c: '\\', 0x2572: '\\',
	// Full stops and leaders.
	0x2024: '.', 0xff0e: '.', 0xa4f8: '.', 0x0701: '.', 0x0702: '.',
	// Tildes.
	0x02dc: '~', 0xff5e: '~', 0x223c: '~', 0x2053: '~', 0x301c: '~', 0x2e2f: '~',
	// Asterisks.
	0x2217: '*', 0x204e: '*', 0xff0a: '*', 0x066d: '*', 0x2731: '*', 0x2732: '*',
	// Semicolons and colons.
	0x037e: ';', 0xff1b: ';', 0x2236: ':', 0xa789: ':', 0xff1a: ':', 0x0589: ':',
	0x05c3: ':', 0x0703: ':', 0x0704: ':', 0x16ec: ':', 0xfe30: ':', 0x1803: ':',
	0x1809: ':', 0x205a: ':', 0x02d0: ':', 0xa4fd: ':',
	// Vertical bars.
	0x2223: '|', 0xff5c: '|', 0x23d0: '|', 0x2502: '|', 0x2503: '|', 0x05c0: '|',
	0x16c1: '|', 0x2d4f: '|', 0xffe8: '|',
	// Equals, dollar, ampersand, angle brackets.
	0xa78a: '=', 0xff1d: '=', 0x30a0: '=', 0x1400: '=', 0x2e40: '=',
	0xff04: '$', 0xfe69: '$', 0xff06: '&', 0xfe60: '&',
	0x203a: '>', 0x02c3: '>', 0xff1e: '>', 0x1433: '>', 0x16f3f: '>',
	0x2039: '<', 0x02c2: '<', 0xff1c: '<', 0x1438: '<', 0x16b2: '<',
}

// PunctASCII returns the ASCII sign r reads as, and whether r is such a
// look-alike sign.
func PunctASCII(r rune) (byte, bool) {
	b, ok := punctLookalikes[r]
	return b, ok
}
