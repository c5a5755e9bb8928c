package store

import (
	"fmt"
	"time"
)

// Settings are the desk's settings, kept as one JSON value in the settings
// bucket. A setting never written reads as its default.
type Settings struct {
	// FourEyes makes a rule written by one operator wait, proposed, for a
	// second operator's approval.
	FourEyes bool
	// Fallback is what a command no rule matches gets: [OutcomeAllow] or
	// [OutcomeAsk].
	Fallback string
	// AskWait is how long an ask waits for a decision when the asker
	// does not say.
	AskWait time.Duration
	// AskWaitMax caps the wait an asker may request.
	AskWaitMax time.Duration
	// MaxPendingPerAgent caps the asks one agent may have waiting at
	// once (per account in protected mode, per agent label in direct
	// mode); past it, a command the policy asks about is refused without
	// being queued. From 1 to [MaxPendingLimit].
	MaxPendingPerAgent int
}

// DefaultMaxPendingPerAgent is how many asks one agent may have waiting
// when nobody set [Settings.MaxPendingPerAgent].
const DefaultMaxPendingPerAgent = 20

// MaxPendingLimit is the highest [Settings.MaxPendingPerAgent] may be.
const MaxPendingLimit = 10000

// DefaultSettings returns the settings of a desk nobody configured: one
// operator decides, unmatched commands are allowed, asks wait 10 minutes
// (at most a day), and an agent may have [DefaultMaxPendingPerAgent] asks
// waiting.
func DefaultSettings() Settings {
	return Settings{
		FourEyes:           false,
		Fallback:           OutcomeAllow,
		AskWait:            10 * time.Minute,
		AskWaitMax:         24 * time.Hour,
		MaxPendingPerAgent: DefaultMaxPendingPerAgent,
	}
}

// Check reports a setting out of range, as [ErrInvalid].
func (s Settings) Check() error {
	switch {
	case s.Fallback != OutcomeAllow && s.Fallback != OutcomeAsk:
		return fmt.Errorf("%w: fallback %q: write allow or ask", ErrInvalid, s.Fallback)
	case s.AskWait <= 0:
		return fmt.Errorf("%w: ask wait %s: must be positive", ErrInvalid, s.AskWait)
	case s.AskWaitMax < s.AskWait:
		return fmt.Errorf("%w: ask wait max %s is below ask wait %s", ErrInvalid, s.AskWaitMax, s.AskWait)
	case s.MaxPendingPerAgent < 1 || s.MaxPendingPerAgent > MaxPendingLimit:
		return fmt.Errorf("%w: max pending per agent %d: must be from 1 to %d", ErrInvalid, s.MaxPendingPerAgent, MaxPendingLimit)
	}
	return nil
}

// settingsJSON is how settings are stored: durations as Go duration
// strings ("10m0s"), fields absent when never written.
type settingsJSON struct {
	FourEyes   *bool   `json:"four_eyes,omitempty"`
	Fallback   *string `json:"fallback,omitempty"`
	AskWait    *string `json:"ask_wait,omitempty"`
	AskWaitMax *string `json:"ask_wait_max,omitempty"`
	MaxPending *int    `json:"max_pending_per_agent,omitempty"`
	// Entry is the seq of the "setting" entry that wrote them.
	Entry *uint64 `json:"entry,omitempty"`
}

// settingsKey is the key of the settings in their bucket.
const settingsKey = "settings"

// Settings reads the settings; what was never written takes its default
// (see [DefaultSettings]). Stored settings that fail [Settings.Check] give
// [ErrCorrupt].
func (tx *Tx) Settings() (Settings, error) {
	s := DefaultSettings()
	b := tx.bucket(bucketSettings)
	if b == nil {
		return s, nil
	}
	raw := b.Get([]byte(settingsKey))
	if raw == nil {
		return s, nil
	}
	var j settingsJSON
	if err := tx.decode("settings", []byte(settingsKey), raw, &j); err != nil {
		return Settings{}, err
	}
	if j.FourEyes != nil {
		s.FourEyes = *j.FourEyes
	}
	if j.Fallback != nil {
		s.Fallback = *j.Fallback
	}
	if j.MaxPending != nil {
		s.MaxPendingPerAgent = *j.MaxPending
	}
	for _, d := range []struct {
		text *string
		dst  *time.Duration
	}{{j.AskWait, &s.AskWait}, {j.AskWaitMax, &s.AskWaitMax}} {
		if d.text == nil {
			continue
		}
		v, err := time.ParseDuration(*d.text)
		if err != nil {
			return Settings{}, fmt.Errorf("store %s: %w: settings: %w", tx.path, ErrCorrupt, err)
		}
		*d.dst = v
	}
	if err := s.Check(); err != nil {
		return Settings{}, fmt.Errorf("store %s: %w: settings: %w", tx.path, ErrCorrupt, err)
	}
	return s, nil
}

// PutSettings writes all the settings, after [Settings.Check], naming no
// audit entry: a reader that checks them against the trail does not
// believe them (see [Tx.PutSettingsAttested]).
func (tx *Tx) PutSettings(s Settings) error {
	return tx.PutSettingsAttested(s, 0)
}

// PutSettingsAttested writes all the settings, after [Settings.Check],
// naming entry, the "setting" entry that holds them (see
// [Tx.SettingsEntry]). Settings that differ from the stored ones are in
// the digest of what is in force ([DigestRules]): the next entry the
// transaction appends vouches for them, so they are written before the
// entry that records the change (and again, naming it, after), and a
// change over rules or settings the trail does not vouch for is refused
// at that entry ([ErrRulesUnvouched]).
func (tx *Tx) PutSettingsAttested(s Settings, entry uint64) error {
	if err := s.Check(); err != nil {
		return fmt.Errorf("put settings: %w", err)
	}
	changed, err := tx.noteSettingsChange(s)
	if err != nil {
		return fmt.Errorf("put settings: %w", err)
	}
	wait, waitMax := s.AskWait.String(), s.AskWaitMax.String()
	j := settingsJSON{FourEyes: &s.FourEyes, Fallback: &s.Fallback, AskWait: &wait, AskWaitMax: &waitMax,
		MaxPending: &s.MaxPendingPerAgent}
	if entry != 0 {
		j.Entry = &entry
	}
	if err := tx.put(bucketSettings, "settings", []byte(settingsKey), j); err != nil {
		return err
	}
	if changed {
		tx.rulesDirty = true
	}
	return nil
}
