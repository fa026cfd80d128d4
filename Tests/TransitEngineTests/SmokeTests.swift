// SPDX-License-Identifier: MIT
import Testing
import TransitEngine
import TransitModel

let tasksSource = """
app Tasks { launch ListCoordinator }
screen List {
  action select(taskId: String)
  method refresh
}
screen Detail(taskId: String) {
  action done
  action cancel
}
coordinator ListCoordinator {
  root List withNavigation
  on List.select(taskId) {
    start DetailCoordinator(taskId: taskId) as present pageSheet then (saved) {
      dismiss
      if saved { refresh List }
      release
    }
  }
}
coordinator DetailCoordinator(taskId: String) -> Bool {
  root Detail(taskId: taskId)
  on Detail.done   { terminate(true) }
  on Detail.cancel { terminate(false) }
}
"""

@Test func tasksDoneReleasesChild() {
    var sim = Sim(tasksSource)
    sim.send(.launch)
    #expect(sim.top == "List")
    #expect(sim.coordinators == ["ListCoordinator"])
    sim.tap("select", ["taskId": .string("t1")])
    #expect(sim.top == "Detail")
    #expect(sim.modals == ["Detail"])
    #expect(sim.coordinators == ["DetailCoordinator", "ListCoordinator"])
    #expect(sim.pending == ["DetailCoordinator -> ListCoordinator"])
    sim.tap("done")
    #expect(sim.top == "List")
    #expect(sim.modals == [])
    #expect(sim.coordinators == ["ListCoordinator"])
    #expect(sim.codes == [])
}

@Test func tasksSwipeLeaksChild() {
    var sim = Sim(tasksSource)
    sim.send(.launch)
    sim.tap("select", ["taskId": .string("t1")])
    sim.send(.swipe)
    #expect(sim.top == "List")
    #expect(sim.codes == ["R301"])
    #expect(sim.coordinators == ["DetailCoordinator", "ListCoordinator"])
}
