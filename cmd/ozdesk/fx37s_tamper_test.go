package main

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/rogpeppe/go-internal/testscript"
	bolt "go.etcd.io/bbolt"
)

// tamperSettings edits the stored settings in place with bbolt, as an
// agent that can write the store's file would (rt36s H2), for cmdTamper:
//
//	tamper settingsdel         delete the settings record and the store's record of the last setting entry
//	tamper settingsdel zero    delete the settings record and zero that record
//	tamper settingsfield F V   set a string field of the settings record
func tamperSettings(ts *testscript.TestScript, path string, args []string) {
	db, err := bolt.Open(path, 0o600, nil)
	ts.Check(err)
	defer func() { ts.Check(db.Close()) }()
	ts.Check(db.Update(func(tx *bolt.Tx) error {
		settings, meta := tx.Bucket([]byte("settings")), tx.Bucket([]byte("meta"))
		switch {
		case args[0] == "settingsdel" && len(args) == 1:
			return errors.Join(settings.Delete([]byte("settings")), meta.Delete([]byte("settings.entry")))
		case args[0] == "settingsdel" && len(args) == 2 && args[1] == "zero":
			return errors.Join(settings.Delete([]byte("settings")), meta.Put([]byte("settings.entry"), make([]byte, 8)))
		case args[0] == "settingsfield" && len(args) == 3:
			var j map[string]any
			if err := json.Unmarshal(settings.Get([]byte("settings")), &j); err != nil {
				return fmt.Errorf("the settings: %w", err)
			}
			j[args[1]] = args[2]
			v, err := json.Marshal(j)
			if err != nil {
				return err
			}
			return settings.Put([]byte("settings"), v)
		}
		return fmt.Errorf("usage: tamper settingsdel [zero] | settingsfield FIELD VALUE")
	}))
}
