package admin

import (
	"errors"
	"fmt"

	"ozdesk.dev/ozdesk/store"
)

// settingRecord is the payload of a setting audit entry.
type settingRecord struct {
	Setting string `json:"setting"`
	From    string `json:"from"`
	To      string `json:"to"`
}

// The settings [Set] changes, by the names operators write.
const (
	SettingFourEyes = "four-eyes" // on or off
	SettingFallback = "fallback"  // allow or ask
)

// Settings reads the settings; a store not made yet has the defaults.
func Settings(st *store.Store) (store.Settings, error) {
	s := store.DefaultSettings()
	err := st.View(func(tx *store.Tx) error {
		var err error
		s, err = tx.Settings()
		return err
	})
	if err != nil && !errorsIsNoStore(err) {
		return s, fmt.Errorf("read the settings: %w", err)
	}
	return s, nil
}

// Set changes one setting: four-eyes (on, off) or fallback (allow, ask).
// It reports whether the value changed; setting a value it already has
// writes nothing.
func Set(st *store.Store, name, value, by string) (changed bool, err error) {
	apply, err := setter(name, value)
	if err != nil {
		return false, err
	}
	err = st.Update(func(tx *store.Tx) error {
		s, err := tx.Settings()
		if err != nil {
			return err
		}
		from := s
		apply(&s)
		if s == from {
			return nil
		}
		if err := tx.PutSettings(s); err != nil {
			return err
		}
		changed = true
		return audit(tx, store.KindSetting, by, settingRecord{Setting: name, From: valueOf(name, from), To: value})
	})
	if err != nil {
		return false, fmt.Errorf("set %s: %w", name, err)
	}
	return changed, nil
}

// setter returns the change a setting and value make.
func setter(name, value string) (func(*store.Settings), error) {
	switch name {
	case SettingFourEyes:
		switch value {
		case "on", "off":
			return func(s *store.Settings) { s.FourEyes = value == "on" }, nil
		}
		return nil, fmt.Errorf("%w: four-eyes %q: write on or off", store.ErrInvalid, value)
	case SettingFallback:
		switch value {
		case store.OutcomeAllow, store.OutcomeAsk:
			return func(s *store.Settings) { s.Fallback = value }, nil
		}
		return nil, fmt.Errorf("%w: fallback %q: write allow or ask (refuse is for rules)", store.ErrInvalid, value)
	}
	return nil, fmt.Errorf("%w: no setting %q: the settings are %s and %s", store.ErrInvalid, name, SettingFourEyes, SettingFallback)
}

// valueOf writes a setting's value as operators write it.
func valueOf(name string, s store.Settings) string {
	if name == SettingFourEyes {
		if s.FourEyes {
			return "on"
		}
		return "off"
	}
	return s.Fallback
}

func errorsIsNoStore(err error) bool { return errors.Is(err, store.ErrNoStore) }
