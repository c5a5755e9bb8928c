package broker

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"strings"
)

// decodeParams reads a call's parameters strictly: an unknown field is an
// error, not ignored.
func decodeParams(raw json.RawMessage, v any) error {
	if len(raw) == 0 {
		raw = []byte("{}")
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return fmt.Errorf("%w: read the parameters: %v", ErrProtocol, err)
	}
	return nil
}

// actor is who acts: the authenticated name. A name the client sent must
// be that name: nobody acts under another's.
func actor(id Identity, claimed string) (string, error) {
	claimed = strings.TrimSpace(claimed)
	if claimed != "" && claimed != id.Name {
		return "", deniedf("you are %s here (the account that connected); you cannot act as %q", id.Name, claimed)
	}
	return id.Name, nil
}

func noParams(f func(s *Server) (any, error)) func(context.Context, *Server, Identity, json.RawMessage) (any, error) {
	return func(_ context.Context, s *Server, _ Identity, raw json.RawMessage) (any, error) {
		if err := decodeParams(raw, &struct{}{}); err != nil {
			return nil, err
		}
		return f(s)
	}
}

// byID decodes a method's parameters that name an object by id and the
// operator acting on it, fills the operator in from the caller (see
// [actor]), and calls f.
func byID(f func(s *Server, p idParams) (any, error)) func(context.Context, *Server, Identity, json.RawMessage) (any, error) {
	return acting(f)
}

// approving is byID for an approval, whose parameters may bound the asks
// it resolves.
func approving(f func(s *Server, p approveParams) (any, error)) func(context.Context, *Server, Identity, json.RawMessage) (any, error) {
	return acting(f)
}

// actingParams are parameters that name the operator acting (their By).
type actingParams[P any] interface {
	*P
	actingBy() *string
}

func (p *idParams) actingBy() *string      { return &p.By }
func (p *approveParams) actingBy() *string { return &p.By }

// acting decodes P, sets its By to the operator the caller acts as, and
// calls f: what byID and approving share.
func acting[P any, PP actingParams[P]](f func(s *Server, p P) (any, error)) func(context.Context, *Server, Identity, json.RawMessage) (any, error) {
	return func(_ context.Context, s *Server, id Identity, raw json.RawMessage) (any, error) {
		var p P
		if err := decodeParams(raw, &p); err != nil {
			return nil, err
		}
		by := PP(&p).actingBy()
		name, err := actor(id, *by)
		if err != nil {
			return nil, err
		}
		*by = name
		return f(s, p)
	}
}
