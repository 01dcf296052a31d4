package pace

import "golang.org/x/time/rate"

// A long-running pacer (a rendering service's) meets hosts without end;
// their states would pile up. A host whose state is that of a host never
// seen (no request waiting or in flight, its bucket full, no pause, no
// slowdown, no Crawl-delay) is dropped: meeting it again makes the same
// state afresh, so the pace of no host changes. The sweep runs when a new
// host comes and the map has doubled since the last one, so that its cost
// per host stays constant.

// minSweep is the least number of hosts kept before a sweep.
const minSweep = 1024

// use returns host h's state, held until unuse: a sweep leaves it.
func (p *Pacer) use(h string) *hostPace {
	p.mu.Lock()
	defer p.mu.Unlock()
	hp := p.host(h)
	hp.users++
	return hp
}

func (p *Pacer) unuse(hp *hostPace) {
	p.mu.Lock()
	hp.users--
	p.mu.Unlock()
}

// sweepLocked drops the idle hosts once the map reached sweepAt. The
// caller holds p.mu.
func (p *Pacer) sweepLocked() {
	if len(p.hosts) < max(p.sweepAt, minSweep) {
		return
	}
	now := p.clock.Now()
	for h, hp := range p.hosts {
		full := hp.lim.Limit() == rate.Inf || hp.lim.TokensAt(now) >= float64(hp.lim.Burst())
		if hp.users == 0 && len(hp.slots) == 0 && full && hp.slow == 0 && hp.crawlDelay == 0 && !hp.pausedUntil.After(now) {
			delete(p.hosts, h)
		}
	}
	p.sweepAt = 2 * len(p.hosts)
}
