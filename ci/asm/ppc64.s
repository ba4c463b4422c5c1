# target powerpc64-unknown-linux-gnu, release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
	li      r4,0
	li      r5,1
.L0:
	lwarx   r6,0,r3,1
	cmpw    r6,r4
	bne-    .L1
	stwcx.  r5,0,r3
	bne-    .L0
	isync
.L1:
	cmplwi  r6,0
	beqlr
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
	lis     r4,15258
	ori     r5,r4,51712
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr

== hintlock_probe_try_lock
	li      r5,0
	li      r6,1
.L0:
	lwarx   r4,0,r3,1
	cmpw    r4,r5
	bne-    .L1
	stwcx.  r6,0,r3
	bne-    .L0
	isync
.L1:
	crset   4*cr1+eq
	cmplwi  r4,0
	bne     .L6
.L2:
	li      r3,1
	beqlr   cr1
	li      r3,0
	blr
.L3:
	ori     r5,r4,1
.L4:
	lwarx   r6,0,r3,1
	cmpw    r6,r4
	bne-    .L5
	stwcx.  r5,0,r3
	bne-    .L4
	isync
.L5:
	cmplw   r6,r4
	mr      r4,r6
	beq     .L2
.L6:
	andi.   r5,r4,9
	beq     .L3
	cmpwi   cr1,r5,0
	b       .L2

== hintlock_probe_unlock
	li      r5,1
	lwsync
.L0:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L0
	cmplwi  r4,1
	beqlr
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
	addi    r4,r4,-1
	clrldi  r4,r4,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr

== hintlock_probe_unlock_fair
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
	lwz     r4,0(r3)
	cmplwi  r4,15
	bgt     .L1
	li      r5,1
	lwsync
.L0:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L0
	cmplwi  r4,1
	bne     .L2
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr
.L1:
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr
.L2:
	addi    r4,r4,-1
	clrldi  r4,r4,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	mfcr    r12
	stw     r12,8(r1)
	mflr    r0
	stdu    r1,-368(r1)
	std     r0,384(r1)
	std     r24,304(r1)
	li      r6,62
	addi    r24,r1,136
	std     r25,312(r1)
	li      r25,0
	stdx    r25,r24,r6
	lis     r6,15258
	std     r22,288(r1)
	ori     r22,r6,51712
	xoris   r6,r5,15258
	cmplwi  cr2,r6,51712
	lis     r6,15258
	std     r14,224(r1)
	crclr   4*cr2+so
	std     r15,232(r1)
	crclr   4*cr2+gt
	std     r16,240(r1)
	ori     r16,r6,51712
	std     r17,248(r1)
	std     r18,256(r1)
	li      r18,-10
	std     r19,264(r1)
	li      r19,-11
	std     r20,272(r1)
	li      r20,1
	std     r21,280(r1)
	addi    r21,r1,192
	std     r23,296(r1)
	li      r23,1
	rlwimi  r24,r23,0,31,31
	std     r26,320(r1)
	std     r27,328(r1)
	std     r28,336(r1)
	mr      r28,r16
	std     r29,344(r1)
	std     r30,352(r1)
	clrldi  r30,r5,32
	std     r31,360(r1)
	stw     r25,136(r1)
	std     r25,192(r1)
	stw     r22,152(r1)
	stw     r22,168(r1)
	stw     r22,184(r1)
	lwz     r27,0(r3)
.L0:
	cmpw    cr3,r28,r16
.L1:
	mr      r7,r27
.L2:
	crclr   4*cr3+lt
.L3:
	ble     cr2,.L15
.L4:
	andi.   r6,r7,1
	bgt     .L12
	bns     cr2,.L8
.L5:
	stb     r20,204(r1)
	addi    r6,r7,-15
	and     r8,r6,r19
	stw     r25,200(r1)
.L6:
	lwarx   r6,0,r3,1
	cmpw    r6,r7
	bne-    .L7
	stwcx.  r8,0,r3
	bne-    .L6
	isync
.L7:
	cmplw   r6,r7
	beq     .L66
	andi.   r7,r6,1
	mr      r7,r6
	ble     .L5
	b       .L11
.L8:
	stb     r20,204(r1)
	and     r8,r7,r18
	rlwimi  r8,r23,0,31,31
	stw     r25,200(r1)
.L9:
	lwarx   r6,0,r3,1
	cmpw    r6,r7
	bne-    .L10
	stwcx.  r8,0,r3
	bne-    .L9
	isync
.L10:
	cmplw   r6,r7
	beq     .L66
	andi.   r7,r6,1
	mr      r7,r6
	ble     .L8
.L11:
	mr      r7,r6
	stb     r20,205(r1)
.L12:
	srwi    r6,r7,2
	andi.   r6,r6,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L26
	rlwinm  r6,r7,0,31,27
	crset   4*cr2+so
	addi    r6,r6,-16
.L13:
	lwarx   r8,0,r3,1
	cmpw    r8,r7
	bne-    .L14
	stwcx.  r6,0,r3
	bne-    .L13
	isync
.L14:
	cmplw   r8,r7
	mr      r7,r8
	bne     .L4
	b       .L66
	nop
	nop
.L15:
	andi.   r6,r7,1
	bgt     .L23
	bns     cr2,.L19
	nop
.L16:
	andi.   r6,r7,8
	bne     .L23
	stb     r20,204(r1)
	addi    r6,r7,-15
	rlwinm  r8,r6,0,31,29
	stw     r25,200(r1)
.L17:
	lwarx   r6,0,r3,1
	cmpw    r6,r7
	bne-    .L18
	stwcx.  r8,0,r3
	bne-    .L17
	isync
.L18:
	cmplw   r6,r7
	beq     .L66
	andi.   r7,r6,1
	mr      r7,r6
	ble     .L16
	b       .L22
	nop
	nop
	nop
	nop
	nop
	nop
.L19:
	andi.   r6,r7,8
	bne     .L23
	stb     r20,204(r1)
	ori     r8,r7,1
	stw     r25,200(r1)
.L20:
	lwarx   r6,0,r3,1
	cmpw    r6,r7
	bne-    .L21
	stwcx.  r8,0,r3
	bne-    .L20
	isync
.L21:
	cmplw   r6,r7
	beq     .L66
	andi.   r7,r6,1
	mr      r7,r6
	ble     .L19
.L22:
	mr      r7,r6
	stb     r20,205(r1)
	nop
	nop
.L23:
	srwi    r6,r7,2
	andi.   r6,r6,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L26
	rlwinm  r6,r7,0,31,28
	crset   4*cr2+so
	addi    r6,r6,-16
.L24:
	lwarx   r8,0,r3,1
	cmpw    r8,r7
	bne-    .L25
	stwcx.  r6,0,r3
	bne-    .L24
	isync
.L25:
	cmplw   r8,r7
	mr      r7,r8
	bne     .L15
	b       .L66
.L26:
	lwz     r29,192(r1)
	li      r15,2
	cmplwi  r29,0
	stw     r7,132(r1)
	bne     .L27
	mr      r26,r5
	mr      r17,r4
	mr      r27,r3
	bl      <hintlock::spin::policy::multi_cpu>
	nop
	mr      r6,r3
	mr      r4,r17
	cmpldi  r6,0
	mr      r5,r26
	mr      r3,r27
	beq     .L49
.L27:
	lwz     r6,200(r1)
	li      r26,-1
	addi    r7,r6,1
	addi    r6,r29,1
	stw     r6,192(r1)
	cmplwi  r7,0
	beq     .L28
	mr      r26,r7
.L28:
	lbz     r7,205(r1)
	clrlwi  r6,r6,30
	lwz     r17,136(r1)
	andi.   r7,r7,1
	crmove  4*cr2+lt,gt
	cmpwi   r17,0
	stw     r26,200(r1)
	crandc  4*cr5+lt,eq,4*cr2+lt
	bge     cr5,.L31
	cmpwi   r6,1
	beq     .L31
.L29:
	blt     cr3,.L30
	mr      r1,r1
.L30:
	lwz     r6,136(r1)
	cmplwi  r6,2
	beq     .L32
	cmplwi  r6,1
	bne     .L33
	mr      r29,r5
	mr      r26,r4
	mr      r27,r3
	bl      <std::thread::functions::yield_now>
	nop
	mr      r3,r27
	mr      r4,r26
	mr      r5,r29
	b       .L35
.L31:
	mr      r31,r3
	mr      r14,r4
	mr      r29,r5
	bl      <<std::time::Instant>::now>
	nop
	lwz     r27,152(r1)
	mr      r7,r3
	mr      r6,r4
	cmplw   r27,r16
	std     r3,208(r1)
	stw     r6,216(r1)
	bne     .L36
	mr      r27,r6
	mr      r12,r7
	std     r7,144(r1)
	stw     r6,152(r1)
	b       .L37
.L32:
	mr      r29,r3
	li      r3,0
	mr      r27,r4
	li      r4,20000
	mr      r26,r5
	bl      <std::thread::functions::sleep>
	nop
	mr      r3,r29
	mr      r4,r27
	mr      r5,r26
	b       .L35
.L33:
	lwz     r7,196(r1)
	mr      r6,r24
	cmplwi  r7,0
	beq     .L34
	mr      r6,r7
.L34:
	slwi    r7,r6,13
	xor     r6,r7,r6
	srwi    r7,r6,17
	xor     r6,r7,r6
	slwi    r7,r6,5
	xor     r6,r7,r6
	stw     r6,196(r1)
.L35:
	lwz     r7,0(r3)
	crset   4*cr3+lt
	b       .L3
.L36:
	ld      r12,144(r1)
.L37:
	lwz     r9,168(r1)
	mr      r5,r29
	mr      r4,r14
	mr      r3,r31
	cmplw   r9,r16
	bne     .L38
	mr      r9,r6
	std     r7,160(r1)
	stw     r6,168(r1)
.L38:
	lwz     r8,184(r1)
	mr      r10,r6
	ld      r11,176(r1)
	cmplw   r8,r16
	std     r7,176(r1)
	stw     r6,184(r1)
	bne     .L42
	mr      r8,r7
	bne     .L43
.L39:
	lbz     r11,204(r1)
	andi.   r11,r11,1
	stb     r25,204(r1)
	bgt     .L44
.L40:
	cmplwi  r17,0
	beq     .L45
.L41:
	cmplwi  r17,1
	bne     .L48
	clrldi  r5,r10,32
	addi    r3,r1,208
	mr      r4,r8
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mr      r6,r3
	mr      r5,r29
	mulld   r7,r6,r22
	mulhdu  r8,r6,r22
	mr      r6,r4
	clrldi  r6,r6,32
	mr      r3,r31
	addc    r6,r7,r6
	mr      r4,r14
	addze.  r7,r8
	cmpldi  cr1,r7,0
	crnor   4*cr5+lt,eq,4*cr1+eq
	cmpldi  r6,999
	blt     cr5,.L49
	crand   4*cr5+lt,4*cr1+eq,gt
	blt     cr5,.L49
	rldic   r6,r20,33,30
	ori     r6,r6,1
	std     r6,136(r1)
	b       .L29
.L42:
	mr      r10,r8
	mr      r8,r7
	beq     .L39
.L43:
	mr      r8,r11
	lbz     r11,204(r1)
	andi.   r11,r11,1
	stb     r25,204(r1)
	ble     .L40
.L44:
	std     r7,160(r1)
	mr      r9,r6
	stw     r6,168(r1)
	cmplwi  r17,0
	bne     .L41
.L45:
	cmplwi  r26,7
	ble     .L46
	ld      r4,160(r1)
	clrldi  r5,r9,32
	addi    r3,r1,208
	mr      r26,r12
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mr      r6,r3
	mr      r5,r29
	mulld   r7,r6,r22
	mulhdu  r8,r6,r22
	mr      r6,r4
	clrldi  r6,r6,32
	mr      r3,r31
	addc    r6,r7,r6
	mr      r4,r14
	addze.  r7,r8
	cmpldi  cr1,r7,0
	crnor   4*cr5+lt,eq,4*cr1+eq
	cmpldi  r6,1999
	blt     cr5,.L49
	crand   4*cr5+lt,4*cr1+eq,gt
	mr      r12,r26
	blt     cr5,.L49
.L46:
	blt     cr2,.L47
	clrldi  r5,r27,32
	addi    r3,r1,208
	mr      r4,r12
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mr      r6,r3
	mr      r5,r29
	mulld   r7,r6,r22
	mulhdu  r8,r6,r22
	mr      r6,r4
	clrldi  r6,r6,32
	mr      r3,r31
	addc    r6,r7,r6
	mr      r4,r14
	addze.  r7,r8
	cmpldi  cr1,r6,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L29
.L47:
	stw     r20,136(r1)
	b       .L29
.L48:
	lwz     r6,140(r1)
	cmplwi  r6,3
	bge     .L49
	addi    r6,r6,1
	stw     r15,136(r1)
	stw     r6,140(r1)
	b       .L29
.L49:
	mr      r14,r4
	bge     cr3,.L50
	mr      r2,r2
.L50:
	ld      r6,120(r1)
	lwz     r17,132(r1)
	beq     cr2,.L55
	mr      r29,r3
	mr      r27,r5
	bl      <<std::time::Instant>::now>
	nop
	cmpd    r3,r14
	mr      r5,r27
	bne     .L51
	cmplw   r4,r5
.L51:
	ld      r6,120(r1)
	mr      r3,r29
	blt     .L55
	li      r6,0
	bns     cr2,.L67
	rlwinm  r4,r17,0,31,29
	addi    r8,r4,-16
	ble     cr2,.L52
	and     r8,r8,r19
.L52:
	mr      r4,r14
.L53:
	lwarx   r7,0,r3
	cmplw   r7,r17
	bne-    .L54
	stwcx.  r8,0,r3
	crset   4*cr5+lt
	bne-    .L53
	crset   4*cr2+so
	crclr   4*cr3+lt
	bge     cr5,.L3
	b       .L67
.L54:
	crset   4*cr2+so
	crclr   4*cr3+lt
	b       .L3
.L55:
	rlwinm  r27,r17,0,31,29
	bso     cr2,.L56
	addi    r27,r27,16
.L56:
	srwi    r4,r17,3
	crclr   4*cr1+gt
	andi.   r4,r4,1
	cror    4*cr5+lt,4*cr2+gt,gt
	cror    4*cr5+lt,4*cr5+lt,4*cr3+eq
	bge     cr5,.L57
	mr      r4,r14
	b       .L60
.L57:
	mr      r26,r3
	addi    r3,r1,208
	std     r6,208(r1)
	mr      r29,r5
	stw     r28,216(r1)
	bl      <<std::time::Instant>::elapsed>
	nop
	cmpldi  r3,0
	beq     .L58
	ori     r27,r27,8
	crset   4*cr1+gt
	mr      r5,r29
	mr      r4,r14
	mr      r3,r26
	b       .L60
.L58:
	srwi    r3,r4,5
	mr      r4,r14
	cmplwi  cr1,r3,15624
	mr      r3,r26
	ble     cr1,.L59
	ori     r27,r27,8
.L59:
	mr      r5,r29
.L60:
	cmplw   r27,r17
	beq     .L63
.L61:
	lwarx   r7,0,r3
	cmplw   r7,r17
	bne-    .L62
	stwcx.  r27,0,r3
	crset   4*cr5+lt
	bne-    .L61
	bge     cr5,.L2
	b       .L63
.L62:
	b       .L2
.L63:
	andi.   r6,r27,4
	cror    4*cr2+gt,4*cr2+gt,4*cr1+gt
	crset   4*cr2+so
	bne     .L1
	mr      r26,r3
	mr      r29,r5
	bne     cr3,.L64
	bl      <<std::time::Instant>::now>
	nop
	std     r3,120(r1)
	mr      r28,r4
.L64:
	li      r8,2
	bgt     cr2,.L65
	li      r8,1
.L65:
	clrldi  r4,r27,32
	mr      r3,r26
	mr      r5,r14
	mr      r6,r30
	li      r7,128
	mr      r27,r26
	bl      <hintlock::futex::linux::wait>
	nop
	li      r5,6
	stw     r25,136(r1)
	mr      r3,r26
	crset   4*cr2+so
	mr      r4,r14
	stw     r16,152(r1)
	stw     r16,168(r1)
	stw     r16,184(r1)
	stdx    r25,r21,r5
	mr      r5,r29
	std     r25,0(r21)
	lwz     r27,0(r27)
	b       .L0
.L66:
	li      r6,1
	bge     cr3,.L67
	mr      r2,r2
.L67:
	mr      r3,r6
	ld      r31,360(r1)
	ld      r30,352(r1)
	ld      r29,344(r1)
	ld      r28,336(r1)
	ld      r27,328(r1)
	ld      r26,320(r1)
	ld      r25,312(r1)
	ld      r24,304(r1)
	ld      r23,296(r1)
	ld      r22,288(r1)
	ld      r21,280(r1)
	ld      r20,272(r1)
	ld      r19,264(r1)
	ld      r18,256(r1)
	ld      r17,248(r1)
	ld      r16,240(r1)
	ld      r15,232(r1)
	ld      r14,224(r1)
	addi    r1,r1,368
	ld      r0,16(r1)
	lwz     r12,8(r1)
	mtlr    r0
	mtocrf  32,r12
	mtocrf  16,r12
	blr

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
	andi.   r5,r4,8
	li      r6,2
	bne     .L3
	nop
	nop
.L0:
	andi.   r5,r4,10
	cmplwi  cr1,r4,16
	crorc   4*cr5+lt,4*cr1+lt,eq
	blt     cr5,.L4
	lwarx   r5,0,r3
	cmplw   r5,r4
	bne-    .L1
	ori     r4,r4,2
	crset   4*cr5+lt
	stwcx.  r4,0,r3
	bne-    .L1
	mr      r4,r5
	bge     cr5,.L0
	b       .L2
.L1:
	mr      r4,r5
	b       .L0
.L2:
	li      r6,1
.L3:
	li      r4,1
	li      r5,128
	bl      <hintlock::futex::linux::wake>
	nop
.L4:
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
	nop
.L0:
	srwi    r5,r4,3
	cmplwi  cr1,r4,16
	andi.   r5,r5,1
	cror    4*cr5+lt,4*cr1+lt,gt
	blt     cr5,.L3
	ori     r5,r4,4
	lwsync
.L1:
	lwarx   r6,0,r3
	cmpw    r6,r4
	bne-    .L2
	stwcx.  r5,0,r3
	bne-    .L1
.L2:
	cmplw   r6,r4
	mr      r4,r6
	bne     .L0
	li      r4,1
	li      r5,128
	li      r6,1
	bl      <hintlock::futex::linux::wake>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr
.L3:
	li      r5,1
	lwsync
.L4:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L4
	cmplwi  r4,1
	bne     .L5
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr
.L5:
	addi    r4,r4,-1
	clrldi  r4,r4,32
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
