package patterns

import "strings"

// iniFile is an INI file as Python's configparser reads it (tox.ini,
// setup.cfg): sections of keys, each key's value with its continuation
// lines. tox's own reading is configparser with interpolation off.
type iniFile struct {
	// sections are the sections in the order written.
	sections []iniSection
}

// iniSection is one section: its name and its keys, lower-cased as
// configparser folds them.
type iniSection struct {
	name string
	keys []iniKey
}

type iniKey struct{ name, value string }

// iniLinesMax bounds the lines read.
const iniLinesMax = 1 << 14

// parseINI reads text as configparser does: `[NAME]` starts a section;
// `KEY = VALUE` or `KEY: VALUE` (the first `=` or `:`) a key, lines
// indented deeper than it continuing its value; a line whose first
// non-blank is `#` or `;` is a comment; a blank line ends nothing. It
// fails (false) where configparser does: a key before any section, a
// line that is neither, a section or a key given twice, and past the
// bound.
func parseINI(text string) (iniFile, bool) {
	var f iniFile
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	if len(lines) > iniLinesMax {
		return iniFile{}, false
	}
	cur, key, keyIndent := -1, -1, 0
	for _, raw := range lines {
		line := strings.TrimRight(raw, " \t\r")
		value := strings.TrimLeft(line, " \t")
		indent := len(line) - len(value)
		if value == "" || value[0] == '#' || value[0] == ';' {
			if key >= 0 && value == "" {
				s := &f.sections[cur]
				s.keys[key].value += "\n"
			}
			continue
		}
		if key >= 0 && indent > keyIndent {
			s := &f.sections[cur]
			s.keys[key].value += "\n" + value
			continue
		}
		key = -1
		if value[0] == '[' {
			end := strings.LastIndexByte(value, ']')
			if end < 2 {
				return iniFile{}, false
			}
			name := value[1:end]
			for _, s := range f.sections {
				if s.name == name {
					return iniFile{}, false
				}
			}
			f.sections = append(f.sections, iniSection{name: name})
			cur = len(f.sections) - 1
			continue
		}
		i := strings.IndexAny(value, "=:")
		if cur < 0 || i <= 0 {
			return iniFile{}, false
		}
		name := strings.ToLower(strings.TrimSpace(value[:i]))
		s := &f.sections[cur]
		for _, k := range s.keys {
			if k.name == name {
				return iniFile{}, false
			}
		}
		s.keys = append(s.keys, iniKey{name: name, value: strings.TrimSpace(value[i+1:])})
		key, keyIndent = len(s.keys)-1, indent
	}
	for i := range f.sections {
		for j := range f.sections[i].keys {
			k := &f.sections[i].keys[j]
			k.value = strings.TrimRight(k.value, "\n")
		}
	}
	return f, true
}

// section returns the section named name.
func (f iniFile) section(name string) (iniSection, bool) {
	for _, s := range f.sections {
		if s.name == name {
			return s, true
		}
	}
	return iniSection{}, false
}

// get returns key's value in section.
func (f iniFile) get(section, key string) (string, bool) {
	s, ok := f.section(section)
	if !ok {
		return "", false
	}
	for _, k := range s.keys {
		if k.name == key {
			return k.value, true
		}
	}
	return "", false
}
