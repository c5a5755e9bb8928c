package broker

import (
	"context"
	"fmt"
)

// answer authorises and runs one request as id, and puts its result or
// error in wire form.
func (s *Server) answer(ctx context.Context, id Identity, req Request) Response {
	res, err := s.call(ctx, id, req)
	if err != nil {
		s.log.Debug("refused", "method", req.Method, "who", id.Name, "role", id.Role.String(), "key", id.Key, "err", err)
	}
	return response(res, err)
}

// call authorises and runs one request.
func (s *Server) call(ctx context.Context, id Identity, req Request) (any, error) {
	m, ok := methods()[req.Method]
	if !ok {
		return nil, fmt.Errorf("%w: no method %q", ErrProtocol, req.Method)
	}
	if id.Role < m.role {
		return nil, &RoleError{Name: id.Name, Has: id.Role.String(), Call: req.Method, Needs: m.role.String()}
	}
	if err := s.checkStore(); err != nil {
		return nil, err
	}
	return m.run(ctx, s, id, req.Params)
}
