package queue

import (
	"errors"
	"fmt"

	"ozdesk.dev/ozdesk/store"
)

// viewList reads a list in one read transaction of s's store; a store not
// made yet has none. what names the list in an error.
func viewList[T any](s *Service, what string, read func(*store.Tx) ([]T, error)) ([]T, error) {
	var out []T
	err := s.st.View(func(tx *store.Tx) error {
		var err error
		out, err = read(tx)
		return err
	})
	if errors.Is(err, store.ErrNoStore) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("%s: %w", what, err)
	}
	return out, nil
}
