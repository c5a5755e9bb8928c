package common

import (
	"charm.land/bubbles/v2/textinput"
	"charm.land/lipgloss/v2"

	"ozdesk.dev/ozdesk/cards"
)

// NewInput returns a one-line text field in the desk's styles: a steady
// (not blinking) cursor drawn in reverse video, so screens are the same
// from one frame to the next and read without colour.
func NewInput(st cards.Styles, prompt, placeholder string, limit int) textinput.Model {
	in := textinput.New()
	in.Prompt = prompt
	in.Placeholder = placeholder
	in.CharLimit = limit
	s := textinput.Styles{
		Focused: textinput.StyleState{Text: lipgloss.NewStyle(), Placeholder: st.Muted, Suggestion: st.Muted, Prompt: st.Accent},
		Blurred: textinput.StyleState{Text: lipgloss.NewStyle(), Placeholder: st.Muted, Suggestion: st.Muted, Prompt: st.Muted},
	}
	s.Cursor.Blink = false
	in.SetStyles(s)
	return in
}
