// SPDX-License-Identifier: MIT

/// How `window/showMessage` shows a message.
enum MessageType: Int {
    case error = 1, warning, info, log
}
