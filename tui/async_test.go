package tui

import (
	"sync"
	"testing"
	"time"

	tea "charm.land/bubbletea/v2"
)

// asyncDesk runs a desk's model as a tea.Program does: one goroutine
// updates the model, and every command it returns runs in a goroutine of
// its own, its message queued back. Loads and store changes thus overlap
// as they do in a real desk, which the synchronous testDesk never lets
// them do.
type asyncDesk struct {
	msgs chan tea.Msg
	stop chan struct{}
	wg   sync.WaitGroup
}

// probeMsg runs fn on the model, on the goroutine that updates it.
type probeMsg struct{ fn func(*Model) }

// startAsync starts m (its Init first) and stops it when the test ends.
func startAsync(t testing.TB, m *Model) *asyncDesk {
	d := &asyncDesk{msgs: make(chan tea.Msg, 256), stop: make(chan struct{})}
	d.wg.Add(1)
	go d.loop(m)
	t.Cleanup(func() {
		close(d.stop)
		d.wg.Wait()
	})
	d.spawn(m.Init())
	return d
}

func (d *asyncDesk) loop(m *Model) {
	defer d.wg.Done()
	for {
		select {
		case <-d.stop:
			return
		case msg := <-d.msgs:
			switch msg := msg.(type) {
			case probeMsg:
				msg.fn(m)
			case tea.BatchMsg:
				for _, c := range msg {
					d.spawn(c)
				}
			case tea.QuitMsg:
			default:
				_, cmd := m.Update(msg)
				d.spawn(cmd)
			}
		}
	}
}

// spawn runs cmd in its own goroutine and queues its message.
func (d *asyncDesk) spawn(cmd tea.Cmd) {
	if cmd == nil {
		return
	}
	d.wg.Add(1)
	go func() {
		defer d.wg.Done()
		msg := cmd()
		if msg == nil {
			return
		}
		select {
		case d.msgs <- msg:
		case <-d.stop:
		}
	}()
}

// send queues a message for the model.
func (d *asyncDesk) send(msg tea.Msg) {
	select {
	case d.msgs <- msg:
	case <-d.stop:
	}
}

// probe runs fn on the model and waits for it; false when the desk
// stopped first.
func (d *asyncDesk) probe(fn func(*Model)) bool {
	done := make(chan struct{})
	d.send(probeMsg{fn: func(m *Model) { fn(m); close(done) }})
	select {
	case <-done:
		return true
	case <-time.After(10 * time.Second):
		return false
	}
}
