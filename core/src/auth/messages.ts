/**
 * Texts of the sign-in area, keyed by the i18n keys that schemas and use cases return.
 * English is the default and fallback; the wording of the English texts is the spec's.
 */
export const en = {
  'auth.emailInvalid': 'Email must be a valid email',
  'auth.emailRequired': 'Email is a required',
  'auth.passwordRequired': 'Password is a required',
  'auth.phoneNumberRequired': 'Phone number is required',
  'auth.passwordMin6': 'Password must be at least 6 characters',
  'auth.passwordMax36': 'Password must be a maximum of 36 characters.',
  'auth.passwordMinLength': 'Password must be at least 12 characters.',
  'auth.passwordMaxLength': 'Password must be a maximum of 128 characters.',
  'auth.passwordTooCommon':
    'This password is too common or too easy to guess (it appears in known data breaches). Please choose another.',
  'auth.passwordSameAsCurrent': 'The new password must be different from the current password.',
  'auth.newPasswordRefused': 'The new password cannot be used.',
  'auth.confirmPasswordRequired':
    'Password confirmation is required. Please enter your confirmation password.',
  'auth.passwordsDoNotMatch':
    'Passwords do not match. Please enter your new password and confirmation password the same way.',
  'auth.codeRequired': 'Verification code is required',
  'auth.codeLength': 'The code must be {{count}} digits',
  'auth.recoveryKeyRequired': 'Recovery key is required',
  'auth.callbackUrlInvalid': 'Callback address must be a valid address',
  'auth.loginFailed': 'Email or Password is incorrect',
  'auth.loginFailedUserName': 'User Name or Password is incorrect',
  'auth.userDisabled': 'This account is disabled. Please contact the administrator.',
  'auth.tooManyAttempts': 'Too many sign-in attempts. Please wait {{seconds}} seconds and try again.',
  'auth.codeIncorrect': 'The code you entered is incorrect. Please try again.',
  'auth.codeExpired': 'The code has expired. Please send the code again.',
  'auth.codeCorrect': 'The code you entered is correct.',
  'auth.resetLinkSent': 'Reset link are sended to your mailbox, check there first',
  'auth.resetLinkInvalid': 'This password reset link is invalid or has expired. Please ask for a new one.',
  'auth.passwordChanged': 'Password changed successfully, please login with new password',
  'auth.currentPasswordIncorrect': 'The current password is incorrect.',
  'auth.loggedOut': 'You have successfully logged out',
  'auth.phoneNotConfirmed':
    'This phone number is not confirmed yet. Its owner confirms it with the code sent to it.',
  'auth.phoneConfirmOwnOnly':
    'Only the owner of the account can confirm its phone number. Ask them to sign in and enter the code.',
  'auth.contactChangeNeedsManage':
    "Changing another user's phone number or two-factor setting needs the user-management manage right.",
  'auth.loginExpired': 'Login Expired',
  'auth.unauthorizedAccess': 'Unauthorized Access! Please Contact the Administrator.',
  'auth.unauthorizedPage': 'Unauthorized access please contact the administrator',
  'auth.signInRequired': 'Please sign in to continue.',
  'auth.smsCodeMessage': 'Your Rota verification code is {{code}}. It is valid for {{minutes}} minutes.',
  'auth.resetMailSubject': 'Reset your Rota password',
  'auth.resetMailBody':
    'Someone asked to reset the password of {{email}}. Open this link within {{minutes}} minutes to choose a new password: {{link}}',
} as const;

export type AuthMessageKey = keyof typeof en;

export const tr: Record<AuthMessageKey, string> = {
  'auth.emailInvalid': 'E-posta geçerli bir e-posta olmalıdır',
  'auth.emailRequired': 'E-posta zorunludur',
  'auth.passwordRequired': 'Şifre zorunludur',
  'auth.phoneNumberRequired': 'Telefon numarası zorunludur',
  'auth.passwordMin6': 'Şifre en az 6 karakter olmalıdır',
  'auth.passwordMax36': 'Şifre en fazla 36 karakter olabilir.',
  'auth.passwordMinLength': 'Şifre en az 12 karakter olmalıdır.',
  'auth.passwordMaxLength': 'Şifre en fazla 128 karakter olabilir.',
  'auth.passwordTooCommon':
    'Bu şifre çok yaygın veya tahmini çok kolay (bilinen veri sızıntılarında geçiyor). Lütfen başka bir şifre seçin.',
  'auth.passwordSameAsCurrent': 'Yeni şifre mevcut şifreden farklı olmalıdır.',
  'auth.newPasswordRefused': 'Yeni şifre kullanılamaz.',
  'auth.confirmPasswordRequired': 'Şifre onayı zorunludur. Lütfen onay şifrenizi girin.',
  'auth.passwordsDoNotMatch':
    'Şifreler eşleşmiyor. Lütfen yeni şifrenizi ve onay şifrenizi aynı şekilde girin.',
  'auth.codeRequired': 'Doğrulama kodu zorunludur',
  'auth.codeLength': 'Kod {{count}} haneli olmalıdır',
  'auth.recoveryKeyRequired': 'Kurtarma anahtarı zorunludur',
  'auth.callbackUrlInvalid': 'Geri dönüş adresi geçerli bir adres olmalıdır',
  'auth.loginFailed': 'E-posta veya şifre hatalı',
  'auth.loginFailedUserName': 'Kullanıcı adı veya şifre hatalı',
  'auth.userDisabled': 'Bu hesap devre dışı. Lütfen yöneticiyle iletişime geçin.',
  'auth.tooManyAttempts': 'Çok fazla giriş denemesi. Lütfen {{seconds}} saniye bekleyip tekrar deneyin.',
  'auth.codeIncorrect': 'Girdiğiniz kod hatalı. Lütfen tekrar deneyin.',
  'auth.codeExpired': 'Kodun süresi doldu. Lütfen kodu yeniden gönderin.',
  'auth.codeCorrect': 'Girdiğiniz kod doğru.',
  'auth.resetLinkSent': 'Sıfırlama bağlantısı e-posta kutunuza gönderildi, önce orayı kontrol edin',
  'auth.resetLinkInvalid':
    'Bu şifre sıfırlama bağlantısı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.',
  'auth.passwordChanged': 'Şifre başarıyla değiştirildi, lütfen yeni şifrenizle giriş yapın',
  'auth.currentPasswordIncorrect': 'Mevcut şifre hatalı.',
  'auth.loggedOut': 'Başarıyla çıkış yaptınız',
  'auth.phoneNotConfirmed':
    'Bu telefon numarası henüz onaylanmadı. Sahibi, numaraya gönderilen kodla onaylar.',
  'auth.phoneConfirmOwnOnly':
    'Telefon numarasını yalnızca hesabın sahibi onaylayabilir. Giriş yapıp kodu girmesini isteyin.',
  'auth.contactChangeNeedsManage':
    'Başka bir kullanıcının telefon numarasını veya iki adımlı doğrulama ayarını değiştirmek için kullanıcı yönetimi yönetme yetkisi gerekir.',
  'auth.loginExpired': 'Oturumun süresi doldu',
  'auth.unauthorizedAccess': 'Yetkisiz erişim! Lütfen yöneticiyle iletişime geçin.',
  'auth.unauthorizedPage': 'Yetkisiz erişim, lütfen yöneticiyle iletişime geçin',
  'auth.signInRequired': 'Devam etmek için lütfen giriş yapın.',
  'auth.smsCodeMessage': 'Rota doğrulama kodunuz {{code}}. {{minutes}} dakika geçerlidir.',
  'auth.resetMailSubject': 'Rota şifrenizi sıfırlayın',
  'auth.resetMailBody':
    '{{email}} hesabının şifresini sıfırlama isteği alındı. Yeni bir şifre seçmek için bu bağlantıyı {{minutes}} dakika içinde açın: {{link}}',
};

export const authMessages = { en, tr } as const;
