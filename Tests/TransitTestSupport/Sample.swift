// SPDX-License-Identifier: MIT

/// A small clean flow that the tests extend.
public enum Sample {
    public static let tasks = """
    app Tasks {
      launch TaskList withNavigation
    }

    screen TaskList {
      action open(taskId: String) {
        push TaskDetail(taskId: taskId)
      }
    }

    screen TaskDetail(taskId: String) {
      action close { pop }
    }
    """
}
