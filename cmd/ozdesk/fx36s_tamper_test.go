package main

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/rogpeppe/go-internal/testscript"
	bolt "go.etcd.io/bbolt"
)

// tamperRules edits the stored rules in place with bbolt, as an agent
// that can write the store's file would (rt35v F1–F5), for cmdTamper:
//
//	tamper rulefield ID FIELD VALUE  set a string field of rule ID's record
//	tamper ruledel ID                delete rule ID, its index key and its place
//	tamper order ID...               set the order of the rules
func tamperRules(ts *testscript.TestScript, path string, args []string) {
	db, err := bolt.Open(path, 0o600, nil)
	ts.Check(err)
	defer func() { ts.Check(db.Close()) }()
	ts.Check(db.Update(func(tx *bolt.Tx) error {
		rules, order := tx.Bucket([]byte("rules")), tx.Bucket([]byte("rules.order"))
		switch {
		case args[0] == "rulefield" && len(args) == 4:
			var r map[string]any
			if err := json.Unmarshal(rules.Get([]byte(args[1])), &r); err != nil {
				return fmt.Errorf("rule %s: %w", args[1], err)
			}
			r[args[2]] = args[3]
			v, err := json.Marshal(r)
			if err != nil {
				return err
			}
			return rules.Put([]byte(args[1]), v)
		case args[0] == "ruledel" && len(args) == 2:
			var ids []string
			if err := json.Unmarshal(order.Get([]byte("ids")), &ids); err != nil {
				return fmt.Errorf("the order: %w", err)
			}
			left := []string{}
			for _, id := range ids {
				if id != args[1] {
					left = append(left, id)
				}
			}
			v, _ := json.Marshal(left)
			return errors.Join(rules.Delete([]byte(args[1])), tx.Bucket([]byte("rules.audit")).Delete([]byte(args[1])),
				order.Put([]byte("ids"), v))
		case args[0] == "order" && len(args) > 1:
			v, _ := json.Marshal(args[1:])
			return order.Put([]byte("ids"), v)
		}
		return fmt.Errorf("usage: tamper rulefield ID FIELD VALUE | ruledel ID | order ID...")
	}))
}
