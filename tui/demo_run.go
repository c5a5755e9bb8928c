package tui

import (
	"context"
	"fmt"
	"os"

	"ozdesk.dev/ozdesk/tui/demo"
)

// RunDemo runs the desk on a scratch store in a temporary directory, fed
// by simulated agents that submit a realistic mix of commands through the
// real queue over a minute or so (package demo). cfg is as for [Run],
// except that cfg.Service and cfg.Node are the demo's. The directory is
// removed when the desk quits; nothing the agents submit is ever run.
func RunDemo(ctx context.Context, cfg Config) error {
	dir, err := os.MkdirTemp("", "ozdesk-demo-")
	if err != nil {
		return fmt.Errorf("demo: make a scratch directory: %w", err)
	}
	defer os.RemoveAll(dir)
	d, err := demo.New(dir, demo.Options{})
	if err != nil {
		return err
	}
	ctx, cancel := context.WithCancel(ctx)
	submitted := make(chan struct{})
	go func() {
		defer close(submitted)
		d.Run(ctx)
	}()
	cfg.Service, cfg.Node, cfg.Demo = d.Service, demo.Node, true
	err = Run(ctx, cfg)
	cancel()
	<-submitted
	d.Wait()
	return err
}
